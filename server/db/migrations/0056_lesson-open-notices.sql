CREATE TABLE "lesson_open_notices" (
	"user_id" uuid NOT NULL,
	"lesson_id" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_open_notices_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "lesson_open_notices" ADD CONSTRAINT "lesson_open_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;