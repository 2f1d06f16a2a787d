ALTER TABLE "contact_messages" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "message" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_deleted_has_no_text" CHECK ("comments"."deleted_at" is null or "comments"."body" = '');--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_authorless_is_deleted" CHECK ("comments"."author_id" is not null or "comments"."deleted_at" is not null);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_removed_has_no_text" CHECK (("contact_messages"."removed_at" is null and "contact_messages"."name" is not null and "contact_messages"."email" is not null and "contact_messages"."message" is not null) or ("contact_messages"."removed_at" is not null and "contact_messages"."name" is null and "contact_messages"."email" is null and "contact_messages"."message" is null));