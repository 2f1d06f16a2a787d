CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"first_purchase_only" boolean DEFAULT false NOT NULL,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone,
	"deactivated_by" uuid,
	CONSTRAINT "coupons_one_discount" CHECK (("coupons"."percent_off" is null) <> ("coupons"."amount_off" is null) and coalesce("coupons"."percent_off" between 1 and 100, true) and coalesce("coupons"."amount_off" > 0, true)),
	CONSTRAINT "coupons_within_max" CHECK ("coupons"."max_redemptions" is null or "coupons"."redemptions" <= "coupons"."max_redemptions")
);
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_payment_or_grant";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_deactivated_by_users_id_fk" FOREIGN KEY ("deactivated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_upper_idx" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_coupon_id_idx" ON "purchases" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_free_idx" ON "purchases" USING btree ("user_id","course_id") WHERE status = 'paid' and payment_intent_id is null;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_payment_or_grant" CHECK (("purchases"."payment_intent_id" is null) = ("purchases"."status" in ('granted', 'revoked') or ("purchases"."coupon_id" is not null and "purchases"."amount" = 0)));