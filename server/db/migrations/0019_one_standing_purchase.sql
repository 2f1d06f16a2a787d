DROP INDEX "purchases_one_free_idx";--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_standing_idx" ON "purchases" USING btree ("user_id","course_id") WHERE status in ('paid', 'disputed');--> statement-breakpoint
ALTER TABLE "local_payment_intents" ADD CONSTRAINT "local_payment_intents_idempotencyKey_unique" UNIQUE("idempotency_key");