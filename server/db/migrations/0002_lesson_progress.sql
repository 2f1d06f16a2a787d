CREATE TABLE "lesson_progress" (
	"user_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"lesson_key" text NOT NULL,
	"sections_revealed" integer DEFAULT 1 NOT NULL,
	"quiz_opened" boolean DEFAULT false NOT NULL,
	"quiz_answer" integer,
	"quiz_correct" boolean,
	"quiz_answered_at" timestamp with time zone,
	"action_done_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_user_id_lesson_key_pk" PRIMARY KEY("user_id","lesson_key")
);
--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_progress_user_course_idx" ON "lesson_progress" USING btree ("user_id","course_id");