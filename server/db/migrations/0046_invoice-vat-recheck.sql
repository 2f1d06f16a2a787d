ALTER TABLE "invoices" ADD COLUMN "vat_recheck" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_rechecked_at" timestamp with time zone;