ALTER TABLE "courses" ALTER COLUMN "duration" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "price" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "currency" SET DEFAULT 'GBP';--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "is_premium" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "cover_image" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "pass_mark" double precision DEFAULT 0.7 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "issues_certificate" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "has_discussions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Custom (issue 43, decision 033f): the specification's two courses keep their pages (/course/free, /course/premium),
-- stay published and keep their order; any other existing row (none in a real deployment) takes its id as slug.
UPDATE "courses" SET "slug" = CASE "id" WHEN 'free-course' THEN 'free' WHEN 'premium-course' THEN 'premium' ELSE "id" END,
  "status" = 'published',
  "position" = CASE "id" WHEN 'free-course' THEN 0 WHEN 'premium-course' THEN 1 ELSE 2 END;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_idx" ON "courses" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_slug_format" CHECK ("courses"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_pass_mark" CHECK ("courses"."pass_mark" > 0 and "courses"."pass_mark" <= 1);