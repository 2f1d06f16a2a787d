-- Issue 26 (docs/decisions/024e-earned-certificates-and-real-durations.md). Hand-written backfill.
-- 1. Knowledge checks answered before the pass mark existed: one attempt, scored 100 or 0; a right answer passed.
UPDATE "lesson_progress"
SET "quiz_best_score" = CASE WHEN "quiz_correct" THEN 100 ELSE 0 END,
    "quiz_passed_at" = CASE WHEN "quiz_correct" THEN "quiz_answered_at" END
WHERE "quiz_answer" IS NOT NULL;--> statement-breakpoint
-- 2. Measured study time from the steps already recorded: each step counts the gap since the lesson's
-- previous step, up to 10 minutes (the idle cap of server/lessons/study-time.ts; the longer allowance for
-- the action item needs the lesson's content, so old action items count 10 minutes at most).
UPDATE "lesson_progress" AS p
SET "active_seconds" = m."seconds", "last_active_at" = m."last_at"
FROM (
  SELECT "user_id", "lesson_key",
         COALESCE(SUM(LEAST(GREATEST("gap", 0), 600)), 0)::integer AS "seconds",
         MAX("occurred_at") AS "last_at"
  FROM (
    SELECT "user_id", "lesson_key", "occurred_at",
           EXTRACT(EPOCH FROM "occurred_at" - LAG("occurred_at") OVER (PARTITION BY "user_id", "lesson_key" ORDER BY "occurred_at")) AS "gap"
    FROM "lesson_activity"
  ) AS g
  GROUP BY "user_id", "lesson_key"
) AS m
WHERE p."user_id" = m."user_id" AND p."lesson_key" = m."lesson_key";--> statement-breakpoint
-- 3. Certificates already issued keep their place, but their study time becomes the measured one (it was the
-- sum of the lessons' advertised durations).
UPDATE "certificates" AS c
SET "minutes" = COALESCE((
  SELECT SUM(p."active_seconds") FROM "lesson_progress" AS p
  WHERE p."user_id" = c."user_id" AND p."course_id" = c."course_id"
), 0) / 60;
