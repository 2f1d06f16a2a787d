CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"original_key" text NOT NULL,
	"widths" jsonb NOT NULL,
	"format" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "images_size" CHECK ("images"."width" > 0 and "images"."height" > 0 and "images"."bytes" > 0),
	CONSTRAINT "images_widths" CHECK (jsonb_typeof("images"."widths") = 'array' and jsonb_array_length("images"."widths") > 0)
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_created_at_idx" ON "images" USING btree ("created_at");