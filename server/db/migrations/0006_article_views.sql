CREATE TABLE "article_view_counts" (
	"slug" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "article_view_counts_slug_day_pk" PRIMARY KEY("slug","day")
);
--> statement-breakpoint
CREATE TABLE "article_view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_view_visitors" (
	"day" date NOT NULL,
	"slug" text NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "article_view_visitors_day_slug_visitor_hash_pk" PRIMARY KEY("day","slug","visitor_hash")
);
--> statement-breakpoint
CREATE INDEX "article_view_counts_day_idx" ON "article_view_counts" USING btree ("day");