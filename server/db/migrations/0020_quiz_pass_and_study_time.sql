ALTER TABLE "lesson_progress" ADD COLUMN "quiz_best_score" integer;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "quiz_passed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "active_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_quiz_best_score" CHECK ("lesson_progress"."quiz_best_score" between 0 and 100);--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_active_seconds" CHECK ("lesson_progress"."active_seconds" >= 0);