CREATE TABLE "coupon_holds" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid,
	"course_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_holds" ADD CONSTRAINT "coupon_holds_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_holds" ADD CONSTRAINT "coupon_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_holds_coupon_expiry_idx" ON "coupon_holds" USING btree ("coupon_id","expires_at");--> statement-breakpoint
CREATE INDEX "coupon_holds_user_course_idx" ON "coupon_holds" USING btree ("user_id","course_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_holds_within_max" CHECK ("coupons"."held" >= 0 and ("coupons"."max_redemptions" is null or "coupons"."redemptions" + "coupons"."held" <= "coupons"."max_redemptions"));