CREATE TABLE "lesson_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"lesson_key" text NOT NULL,
	"type" text NOT NULL,
	"correct" boolean,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_activity" ADD CONSTRAINT "lesson_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_activity_user_time_idx" ON "lesson_activity" USING btree ("user_id","occurred_at");