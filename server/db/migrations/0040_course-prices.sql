CREATE TABLE "course_prices" (
	"course_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"set_by" uuid,
	CONSTRAINT "course_prices_course_id_currency_pk" PRIMARY KEY("course_id","currency"),
	CONSTRAINT "course_prices_amount" CHECK ("course_prices"."amount" > 0),
	CONSTRAINT "course_prices_currency" CHECK ("course_prices"."currency" in ('GBP', 'USD', 'EUR'))
);
--> statement-breakpoint
ALTER TABLE "course_prices" ADD CONSTRAINT "course_prices_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prices" ADD CONSTRAINT "course_prices_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;