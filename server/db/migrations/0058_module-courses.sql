ALTER TABLE "courses" ADD COLUMN "module_courses" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The specification's premium course begins with the starter course as its module 1 ("Free Course Foundation"):
-- said in data, so no code branches on which course is the premium one (issue 43).
UPDATE "courses" SET "module_courses" = '{"1": "free-course"}'::jsonb WHERE "id" = 'premium-course' AND "module_courses" = '{}'::jsonb;
