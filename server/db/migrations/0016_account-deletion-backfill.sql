-- Issue 26, before the checks of the next migration: posts left behind by accounts deleted before the
-- fix (author_id already null by `on delete set null`, text still shown) lose their text now, as
-- deleting the account promised; a deleted comment keeps no text.
UPDATE "comments" SET "body" = '', "deleted_at" = now(), "pinned_at" = NULL WHERE "author_id" IS NULL AND "deleted_at" IS NULL;--> statement-breakpoint
UPDATE "comments" SET "body" = '' WHERE "deleted_at" IS NOT NULL AND "body" <> '';
