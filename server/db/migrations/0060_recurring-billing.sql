CREATE TABLE "local_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"number" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_charge_attempts" (
	"charge_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	CONSTRAINT "subscription_charge_attempts_charge_id_attempt_pk" PRIMARY KEY("charge_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"payment_intent_id" text,
	"provider_invoice_id" text,
	"purchase_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_charges_paymentIntentId_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "subscription_charges_providerInvoiceId_unique" UNIQUE("provider_invoice_id"),
	CONSTRAINT "subscription_charges_purchaseId_unique" UNIQUE("purchase_id"),
	CONSTRAINT "subscription_charges_amount" CHECK ("subscription_charges"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"offer_id" text NOT NULL,
	"kind" text NOT NULL,
	"interval" text NOT NULL,
	"scheduled_interval" text,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"instalments" integer,
	"status" text NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"ended_at" timestamp with time zone,
	"gateway" text NOT NULL,
	"provider_subscription_id" text,
	"provider_customer_id" text,
	"payment_method_id" text,
	"card_brand" text,
	"card_last4" text,
	"billing" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_providerSubscriptionId_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_period" CHECK ("subscriptions"."current_period_end" > "subscriptions"."current_period_start"),
	CONSTRAINT "subscriptions_instalments" CHECK (("subscriptions"."instalments" is not null) = ("subscriptions"."kind" = 'payment_plan')),
	CONSTRAINT "subscriptions_amount" CHECK ("subscriptions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "entitlements" DROP CONSTRAINT "entitlements_purchase";--> statement-breakpoint
DROP INDEX "purchases_one_standing_idx";--> statement-breakpoint
ALTER TABLE "offer_prices" DROP CONSTRAINT "offer_prices_offer_id_currency_pk";--> statement-breakpoint
ALTER TABLE "offer_prices" ADD COLUMN "interval" text DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_prices" ADD CONSTRAINT "offer_prices_offer_id_currency_interval_pk" PRIMARY KEY("offer_id","currency","interval");--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "trial_days" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "instalments" integer;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "recurring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_settings" ADD COLUMN "dunning_grace_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "local_payment_methods" ADD CONSTRAINT "local_payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charge_attempts" ADD CONSTRAINT "subscription_charge_attempts_charge_id_subscription_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."subscription_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_sequence_idx" ON "subscription_charges" USING btree ("subscription_id","sequence");--> statement-breakpoint
CREATE INDEX "subscription_charges_retry_idx" ON "subscription_charges" USING btree ("next_attempt_at") WHERE status = 'failed';--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("current_period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_standing_idx" ON "subscriptions" USING btree ("user_id","offer_id") WHERE status in ('incomplete', 'trialing', 'active', 'past_due', 'paused');--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_subscription_live_idx" ON "entitlements" USING btree ("subscription_id","kind",coalesce("course_id", '')) WHERE "entitlements"."subscription_id" is not null and "entitlements"."ends_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_standing_idx" ON "purchases" USING btree ("user_id","offer_id") WHERE status in ('paid', 'disputed') and not recurring;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_trial_days" CHECK ("offers"."trial_days" is null or ("offers"."price_type" = 'subscription' and "offers"."trial_days" between 1 and 365));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_instalments" CHECK (("offers"."instalments" is not null and "offers"."instalments" between 2 and 12) = ("offers"."price_type" = 'payment_plan'));--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_subscription" CHECK (("entitlements"."subscription_id" is not null) = ("entitlements"."source" = 'subscription'));--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_purchase" CHECK (("entitlements"."purchase_id" is null) = ("entitlements"."source" in ('free_enrolment', 'subscription')));--> statement-breakpoint
ALTER TABLE "sales_settings" ADD CONSTRAINT "sales_settings_dunning_grace_days" CHECK ("sales_settings"."dunning_grace_days" between 1 and 60);--> statement-breakpoint
-- A recurring charge is a money record: what it paid for is the subscription's entitlements (below), so the
-- purchase trigger of 0049 gives and ends nothing for it.
CREATE OR REPLACE FUNCTION purchase_entitlements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.recurring THEN
    RETURN NULL;
  END IF;
  IF NEW.status IN ('paid', 'granted') AND (TG_OP = 'INSERT' OR OLD.status NOT IN ('paid', 'granted')) THEN
    IF TG_OP = 'UPDATE' AND OLD.status = 'disputed' THEN
      -- A won dispute gives back what the dispute ended, and only that.
      UPDATE entitlements SET ends_at = NULL, ended_reason = NULL WHERE purchase_id = NEW.id AND ended_reason = 'disputed';
    ELSIF NEW.user_id IS NOT NULL AND NEW.offer_id IS NOT NULL THEN
      -- From the purchase's time to the millisecond, the site's clock's resolution: a row written at the
      -- database's default time must not start after the request that follows it.
      INSERT INTO entitlements (user_id, kind, course_id, sessions, source, purchase_id, offer_id, starts_at, created_at)
      SELECT NEW.user_id, g.type, g.course_id, g.sessions,
        CASE NEW.status WHEN 'granted' THEN 'grant' ELSE 'purchase' END,
        NEW.id, NEW.offer_id, date_trunc('milliseconds', NEW.created_at), date_trunc('milliseconds', NEW.created_at)
      FROM offer_grants g WHERE g.offer_id = NEW.offer_id
      ON CONFLICT DO NOTHING;
    END IF;
  ELSIF TG_OP = 'UPDATE' AND NEW.status IN ('refunded', 'disputed', 'revoked') AND OLD.status IS DISTINCT FROM NEW.status THEN
    -- A refund, dispute or revocation ends what this purchase gave, and nothing else; a refund after a dispute
    -- is final.
    UPDATE entitlements SET ends_at = coalesce(ends_at, NEW.updated_at), ended_reason = NEW.status
    WHERE purchase_id = NEW.id AND (ends_at IS NULL OR ended_reason = 'disputed');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Access follows a subscription's status, whichever code path changes it (decision 034a): trialing, active,
-- past_due (within the grace period) and completed (a payment plan paid in full) give what the offer grants;
-- paused and canceled end it. Progress and certificates are other tables: they stay.
CREATE OR REPLACE FUNCTION subscription_entitlements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NULL THEN
    RETURN NULL;
  END IF;
  IF NEW.status IN ('trialing', 'active', 'past_due', 'completed')
      AND (TG_OP = 'INSERT' OR OLD.status NOT IN ('trialing', 'active', 'past_due', 'completed')) THEN
    INSERT INTO entitlements (user_id, kind, course_id, sessions, source, subscription_id, offer_id, starts_at, created_at)
    SELECT NEW.user_id, g.type, g.course_id, g.sessions, 'subscription', NEW.id, NEW.offer_id,
      date_trunc('milliseconds', NEW.updated_at), date_trunc('milliseconds', NEW.updated_at)
    FROM offer_grants g WHERE g.offer_id = NEW.offer_id
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'UPDATE' AND NEW.status IN ('paused', 'canceled') AND OLD.status IS DISTINCT FROM NEW.status THEN
    UPDATE entitlements SET ends_at = NEW.updated_at,
      ended_reason = CASE NEW.status WHEN 'paused' THEN 'paused' ELSE 'subscription_ended' END
    WHERE subscription_id = NEW.id AND ends_at IS NULL;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_entitlements AFTER INSERT OR UPDATE OF status ON subscriptions FOR EACH ROW EXECUTE FUNCTION subscription_entitlements();
