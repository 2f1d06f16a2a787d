ALTER TABLE "checkout_taxes" ADD COLUMN "tax_calculation_id" text;--> statement-breakpoint
ALTER TABLE "checkout_taxes" ADD COLUMN "tax_transaction_id" text;--> statement-breakpoint
ALTER TABLE "checkout_taxes" ADD COLUMN "tax_reversal_id" text;