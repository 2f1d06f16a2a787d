ALTER TABLE "lesson_progress" ADD COLUMN "quiz_answers" jsonb;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "quiz_seed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Before decision 031h a check had one question: its stored answer becomes a one-answer list (hand-written).
UPDATE "lesson_progress" SET "quiz_answers" = jsonb_build_array("quiz_answer") WHERE "quiz_answer" IS NOT NULL;
