CREATE TABLE "community_threads" (
	"comment_id" uuid PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "community_threads_category" CHECK ("community_threads"."category" in ('introductions', 'wins', 'questions', 'accountability')),
	CONSTRAINT "community_threads_title_length" CHECK (char_length("community_threads"."title") <= 120)
);
--> statement-breakpoint
ALTER TABLE "community_threads" ADD CONSTRAINT "community_threads_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_threads_category_idx" ON "community_threads" USING btree ("category");