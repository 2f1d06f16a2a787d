CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" jsonb,
	"published" jsonb,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	"source_hash" text,
	"owner_edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "content_items_version" CHECK ("content_items"."version" >= 1),
	CONSTRAINT "content_items_schedule_has_draft" CHECK ("content_items"."publish_at" is null or "content_items"."draft" is not null)
);
--> statement-breakpoint
CREATE TABLE "content_previews" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "content_redirects" (
	"kind" text NOT NULL,
	"from_slug" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_redirects_kind_from_slug_pk" PRIMARY KEY("kind","from_slug")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_previews" ADD CONSTRAINT "content_previews_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_previews" ADD CONSTRAINT "content_previews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_redirects" ADD CONSTRAINT "content_redirects_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_kind_slug_idx" ON "content_items" USING btree ("kind","slug") WHERE "content_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "content_items_publish_at_idx" ON "content_items" USING btree ("publish_at") WHERE "content_items"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "content_previews_item_idx" ON "content_previews" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "content_redirects_item_idx" ON "content_redirects" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_item_number_idx" ON "content_revisions" USING btree ("item_id","number");