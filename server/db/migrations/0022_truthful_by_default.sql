CREATE TABLE "course_former_prices" (
	"course_id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"set_by" uuid,
	CONSTRAINT "course_former_prices_amount" CHECK ("course_former_prices"."amount" > 0),
	CONSTRAINT "course_former_prices_period" CHECK ("course_former_prices"."from_date" <= "course_former_prices"."to_date")
);
--> statement-breakpoint
CREATE TABLE "course_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"featured_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	CONSTRAINT "course_reviews_rating" CHECK ("course_reviews"."rating" between 1 and 5),
	CONSTRAINT "course_reviews_body_length" CHECK (char_length("course_reviews"."body") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"public_count_threshold" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id"),
	CONSTRAINT "site_settings_threshold" CHECK ("site_settings"."public_count_threshold" >= 1)
);
--> statement-breakpoint
ALTER TABLE "course_former_prices" ADD CONSTRAINT "course_former_prices_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_former_prices" ADD CONSTRAINT "course_former_prices_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_reviews_user_course_idx" ON "course_reviews" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "course_reviews_course_idx" ON "course_reviews" USING btree ("course_id","created_at");