ALTER TABLE "images" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "images_content_hash_idx" ON "images" USING btree ("content_hash");