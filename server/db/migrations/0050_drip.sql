CREATE TABLE "drip_unlocks" (
	"user_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_by" uuid,
	CONSTRAINT "drip_unlocks_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "drip" jsonb DEFAULT '{"type":"none"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "drip_unlocks" ADD CONSTRAINT "drip_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_unlocks" ADD CONSTRAINT "drip_unlocks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_unlocks" ADD CONSTRAINT "drip_unlocks_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;