CREATE TABLE "checkout_taxes" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"billing_country" text NOT NULL,
	"company" text,
	"address" text,
	"vat_number" text,
	"vat_check" text,
	"reverse_charge" boolean NOT NULL,
	"tax_inclusive" boolean NOT NULL,
	"tax_rate" integer NOT NULL,
	"currency" text NOT NULL,
	"net" integer NOT NULL,
	"tax" integer NOT NULL,
	"gross" integer NOT NULL,
	"card_country" text,
	"country_confirmed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "document_counters_last" CHECK ("document_counters"."last" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"purchase_id" uuid NOT NULL,
	"credits_invoice_id" uuid,
	"user_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"supply_date" date NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"net" integer NOT NULL,
	"tax_rate" integer NOT NULL,
	"tax" integer NOT NULL,
	"gross" integer NOT NULL,
	"tax_inclusive" boolean NOT NULL,
	"reverse_charge" boolean NOT NULL,
	"buyer_country" text NOT NULL,
	"buyer" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"tax_table" text NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_sums" CHECK ("invoices"."net" + "invoices"."tax" = "invoices"."gross"),
	CONSTRAINT "invoices_sign" CHECK (("invoices"."kind" = 'invoice' and "invoices"."gross" >= 0 and "invoices"."credits_invoice_id" is null) or ("invoices"."kind" = 'credit_note' and "invoices"."gross" <= 0 and "invoices"."credits_invoice_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sales_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"seller_name" text,
	"seller_address" text,
	"seller_country" text,
	"seller_vat_number" text,
	"tax_inclusive" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "sales_settings_one_row" CHECK ("sales_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD COLUMN "card_country" text;--> statement-breakpoint
ALTER TABLE "checkout_taxes" ADD CONSTRAINT "checkout_taxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_settings" ADD CONSTRAINT "sales_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_purchase_idx" ON "invoices" USING btree ("purchase_id") WHERE kind = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_credit_note_idx" ON "invoices" USING btree ("credits_invoice_id") WHERE kind = 'credit_note';--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_user_id_idx" ON "invoices" USING btree ("user_id");