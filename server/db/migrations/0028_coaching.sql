CREATE TABLE "coaching_booked_cells" (
	"cell" timestamp with time zone PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	CONSTRAINT "coaching_booked_cells_grid" CHECK (extract(epoch from "coaching_booked_cells"."cell")::bigint % 300 = 0)
);
--> statement-breakpoint
CREATE TABLE "coaching_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"notes" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"day_reminder_queued_at" timestamp with time zone,
	"hour_reminder_queued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coaching_bookings_times" CHECK ("coaching_bookings"."ends_at" > "coaching_bookings"."starts_at" and "coaching_bookings"."blocked_until" >= "coaching_bookings"."ends_at"),
	CONSTRAINT "coaching_bookings_topic_length" CHECK (char_length("coaching_bookings"."topic") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "coaching_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"count" integer NOT NULL,
	"reason" text NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "coaching_grants_count" CHECK ("coaching_grants"."count" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "coaching_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	"session_minutes" integer DEFAULT 30 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_hours" integer DEFAULT 24 NOT NULL,
	"max_days_ahead" integer DEFAULT 30 NOT NULL,
	"max_per_day" integer,
	"meeting_url" text,
	"weekly" jsonb NOT NULL,
	"overrides" jsonb NOT NULL,
	"booking_window_days" integer DEFAULT 90 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "coaching_settings_one_row" CHECK ("coaching_settings"."id"),
	CONSTRAINT "coaching_settings_session" CHECK ("coaching_settings"."session_minutes" between 15 and 240 and "coaching_settings"."session_minutes" % 5 = 0),
	CONSTRAINT "coaching_settings_buffer" CHECK ("coaching_settings"."buffer_minutes" between 0 and 120 and "coaching_settings"."buffer_minutes" % 5 = 0),
	CONSTRAINT "coaching_settings_notice" CHECK ("coaching_settings"."min_notice_hours" between 0 and 720),
	CONSTRAINT "coaching_settings_ahead" CHECK ("coaching_settings"."max_days_ahead" between 1 and 365),
	CONSTRAINT "coaching_settings_per_day" CHECK ("coaching_settings"."max_per_day" is null or "coaching_settings"."max_per_day" between 1 and 48),
	CONSTRAINT "coaching_settings_window" CHECK ("coaching_settings"."booking_window_days" between 1 and 730)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "coaching_booked_cells" ADD CONSTRAINT "coaching_booked_cells_booking_id_coaching_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."coaching_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_bookings" ADD CONSTRAINT "coaching_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_grants" ADD CONSTRAINT "coaching_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_grants" ADD CONSTRAINT "coaching_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_settings" ADD CONSTRAINT "coaching_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_booked_cells_booking_idx" ON "coaching_booked_cells" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "coaching_bookings_user_idx" ON "coaching_bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "coaching_bookings_starts_at_idx" ON "coaching_bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "coaching_grants_user_idx" ON "coaching_grants" USING btree ("user_id");