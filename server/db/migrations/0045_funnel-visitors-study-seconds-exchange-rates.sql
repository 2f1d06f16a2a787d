CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_dollar" double precision NOT NULL,
	"rate_date" date NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."per_dollar" > 0)
);
--> statement-breakpoint
ALTER TABLE "lesson_activity" ADD COLUMN "credited_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_first_touches" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The owner's exchange rates convert the amounts on cached pages: a change drops them (0026_cache-invalidation-triggers.sql).
CREATE TRIGGER exchange_rates_change_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exchange_rates
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_version();
