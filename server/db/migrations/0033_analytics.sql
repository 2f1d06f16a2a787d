CREATE TABLE "analytics_day_counts" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"pageviews" integer NOT NULL,
	CONSTRAINT "analytics_day_counts_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_days" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL,
	"pageviews" integer NOT NULL,
	CONSTRAINT "analytics_days_counts" CHECK ("analytics_days"."visitors" >= 0 and "analytics_days"."pageviews" >= "analytics_days"."visitors")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"visitor_hash" text NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_opens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_first_touches" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"medium" text,
	"campaign" text,
	"referrer_host" text,
	"entry_path" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_day_counts" ADD CONSTRAINT "analytics_day_counts_day_analytics_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."analytics_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_opens" ADD CONSTRAINT "checkout_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_first_touches" ADD CONSTRAINT "user_first_touches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_day_counts_dimension_idx" ON "analytics_day_counts" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "analytics_events_day_visitor_idx" ON "analytics_events" USING btree ("day","visitor_hash","at");