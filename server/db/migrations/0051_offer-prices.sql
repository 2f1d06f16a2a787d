CREATE TABLE "offer_prices" (
	"offer_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"set_by" uuid,
	CONSTRAINT "offer_prices_offer_id_currency_pk" PRIMARY KEY("offer_id","currency"),
	CONSTRAINT "offer_prices_amount" CHECK ("offer_prices"."amount" > 0),
	CONSTRAINT "offer_prices_currency" CHECK ("offer_prices"."currency" in ('GBP', 'USD', 'EUR'))
);
--> statement-breakpoint
ALTER TABLE "offer_prices" ADD CONSTRAINT "offer_prices_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_prices" ADD CONSTRAINT "offer_prices_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue 43: the prices of issue 31 become offer prices (docs/decisions/033c-offer-prices.md). The premium course's
-- prices are the premium offer's; its pound price, where the owner never set one, is the course row's.
INSERT INTO "offer_prices" ("offer_id", "currency", "amount", "set_at", "set_by")
SELECT 'premium', "currency", "amount", "set_at", "set_by" FROM "course_prices" WHERE "course_id" = 'premium-course'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "offer_prices" ("offer_id", "currency", "amount", "set_at")
SELECT 'premium', 'GBP', "price", now() FROM "courses" WHERE "id" = 'premium-course' AND "currency" = 'GBP'
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER offer_prices_change_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offer_prices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_version();
