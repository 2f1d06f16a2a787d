CREATE TABLE "referral_attributions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"referrer_id" uuid NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"attributed_at" timestamp with time zone NOT NULL,
	"via" text NOT NULL,
	CONSTRAINT "referral_attributions_not_self" CHECK ("referral_attributions"."user_id" <> "referral_attributions"."referrer_id")
);
--> statement-breakpoint
CREATE TABLE "referral_clicks" (
	"referrer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "referral_clicks_referrer_id_day_visitor_hash_pk" PRIMARY KEY("referrer_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"referrer_id" uuid,
	"buyer_id" uuid,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"percent" integer NOT NULL,
	"state" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_reason" text,
	"payout_id" uuid,
	"recovered_by" uuid,
	CONSTRAINT "referral_commissions_amount" CHECK ("referral_commissions"."amount" > 0 and "referral_commissions"."percent" between 1 and 100),
	CONSTRAINT "referral_commissions_reversal" CHECK (("referral_commissions"."state" = 'reversed') = ("referral_commissions"."reversed_reason" is not null)),
	CONSTRAINT "referral_commissions_paid" CHECK ("referral_commissions"."state" <> 'paid' or "referral_commissions"."payout_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "referral_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_by" uuid,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_payouts_positive" CHECK ("referral_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"commission_percent" integer NOT NULL,
	"buyer_coupon_id" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "referral_settings_one_row" CHECK ("referral_settings"."id"),
	CONSTRAINT "referral_settings_percent" CHECK ("referral_settings"."commission_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "referral_attributions" ADD CONSTRAINT "referral_attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_attributions" ADD CONSTRAINT "referral_attributions_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_payout_id_referral_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."referral_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_recovered_by_referral_payouts_id_fk" FOREIGN KEY ("recovered_by") REFERENCES "public"."referral_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_payouts" ADD CONSTRAINT "referral_payouts_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_payouts" ADD CONSTRAINT "referral_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_settings" ADD CONSTRAINT "referral_settings_buyer_coupon_id_coupons_id_fk" FOREIGN KEY ("buyer_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_settings" ADD CONSTRAINT "referral_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_attributions_referrer_idx" ON "referral_attributions" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_idx" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_commissions_purchase_idx" ON "referral_commissions" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "referral_commissions_referrer_idx" ON "referral_commissions" USING btree ("referrer_id","state");--> statement-breakpoint
CREATE INDEX "referral_payouts_referrer_idx" ON "referral_payouts" USING btree ("referrer_id");