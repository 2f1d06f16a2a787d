CREATE TABLE "call_reminders" (
	"call_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"cancellation_queued_at" timestamp with time zone,
	CONSTRAINT "call_reminders_call_id_user_id_pk" PRIMARY KEY("call_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "strategy_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"agenda" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"join_url" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"notes" text,
	"recording_url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "strategy_calls_duration" CHECK ("strategy_calls"."duration_minutes" between 15 and 240)
);
--> statement-breakpoint
ALTER TABLE "call_reminders" ADD CONSTRAINT "call_reminders_call_id_strategy_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."strategy_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_reminders" ADD CONSTRAINT "call_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_calls" ADD CONSTRAINT "strategy_calls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "strategy_calls_starts_at_idx" ON "strategy_calls" USING btree ("starts_at");