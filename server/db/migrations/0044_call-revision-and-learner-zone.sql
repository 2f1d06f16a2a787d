ALTER TABLE "coaching_bookings" ADD COLUMN "learner_time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "strategy_calls" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Calls scheduled before: calendars hold their files with SEQUENCE as the epoch seconds of the last change, so they start there (a lower one would be ignored as older).
UPDATE "strategy_calls" SET "revision" = floor(extract(epoch from "updated_at"))::integer;
