CREATE TABLE "sequence_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"subscriber_id" uuid,
	"course_id" text,
	"state" text DEFAULT 'active' NOT NULL,
	"left_reason" text,
	"next_step" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"enrolled_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "sequence_enrolments_left_reason" CHECK (("sequence_enrolments"."state" = 'left') = ("sequence_enrolments"."left_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "sequence_opt_outs" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequence_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"outbox_id" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	"clicked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sequence_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"delay_minutes" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sequence_steps_delay" CHECK ("sequence_steps"."delay_minutes" >= 0),
	CONSTRAINT "sequence_steps_position" CHECK ("sequence_steps"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sequences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"abandon_after_hours" integer DEFAULT 24 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sequences_abandon_after_hours" CHECK ("sequences"."abandon_after_hours" between 1 and 720)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sequence_enrolments" ADD CONSTRAINT "sequence_enrolments_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_enrolments" ADD CONSTRAINT "sequence_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_enrolments" ADD CONSTRAINT "sequence_enrolments_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_enrolment_id_sequence_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."sequence_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_step_id_sequence_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."sequence_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_steps" ADD CONSTRAINT "sequence_steps_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_enrolments_event_idx" ON "sequence_enrolments" USING btree ("sequence_id","event_key");--> statement-breakpoint
CREATE INDEX "sequence_enrolments_due_idx" ON "sequence_enrolments" USING btree ("due_at") WHERE "sequence_enrolments"."state" = 'active';--> statement-breakpoint
CREATE INDEX "sequence_enrolments_user_idx" ON "sequence_enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sequence_enrolments_subscriber_idx" ON "sequence_enrolments" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "sequence_enrolments_email_idx" ON "sequence_enrolments" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_sends_enrolment_step_idx" ON "sequence_sends" USING btree ("enrolment_id","step_id");--> statement-breakpoint
CREATE INDEX "sequence_sends_step_idx" ON "sequence_sends" USING btree ("step_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_steps_sequence_position_idx" ON "sequence_steps" USING btree ("sequence_id","position");