DROP INDEX "purchases_one_standing_idx";--> statement-breakpoint
DROP INDEX "purchases_one_grant_idx";--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "course_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "offer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_holds" ADD COLUMN "offer_id" text;--> statement-breakpoint
ALTER TABLE "checkout_intents" ADD COLUMN "offer_id" text;--> statement-breakpoint
ALTER TABLE "checkout_intents" ADD CONSTRAINT "checkout_intents_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_holds_user_offer_idx" ON "coupon_holds" USING btree ("user_id","offer_id");--> statement-breakpoint
CREATE INDEX "checkout_intents_user_offer_idx" ON "checkout_intents" USING btree ("user_id","offer_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_offer_idx" ON "purchases" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_standing_idx" ON "purchases" USING btree ("user_id","offer_id") WHERE status in ('paid', 'disputed');--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_grant_idx" ON "purchases" USING btree ("user_id","offer_id") WHERE status = 'granted';--> statement-breakpoint
-- Purchases are of an offer (issue 43; docs/decisions/033g-checkout-by-offer.md): every row already names one
-- (migration 0049's trigger). An unfinished checkout and a coupon's held redemption are for the offer that sells
-- their course on its own, chosen as the purchase_offer trigger chooses.
UPDATE "checkout_intents" i SET "offer_id" = (
  SELECT o.id FROM offers o JOIN offer_grants g ON g.offer_id = o.id AND g.type = 'course' AND g.course_id = i.course_id
  ORDER BY (o.price_type = 'one_time') DESC, (o.status = 'published') DESC,
    (SELECT count(*) FROM offer_grants c WHERE c.offer_id = o.id AND c.type = 'course'), o.position, o.id
  LIMIT 1);--> statement-breakpoint
UPDATE "coupon_holds" h SET "offer_id" = (
  SELECT o.id FROM offers o JOIN offer_grants g ON g.offer_id = o.id AND g.type = 'course' AND g.course_id = h.course_id
  ORDER BY (o.price_type = 'one_time') DESC, (o.status = 'published') DESC,
    (SELECT count(*) FROM offer_grants c WHERE c.offer_id = o.id AND c.type = 'course'), o.position, o.id
  LIMIT 1);--> statement-breakpoint
-- A row whose course no offer sells (none exist: every course has one) could not be resumed or counted: dropped.
DELETE FROM "checkout_intents" WHERE "offer_id" IS NULL;--> statement-breakpoint
UPDATE "coupons" c SET "held" = c."held" - d.n
FROM (SELECT "coupon_id", count(*)::int AS n FROM "coupon_holds" WHERE "offer_id" IS NULL GROUP BY "coupon_id") d
WHERE c."id" = d."coupon_id";--> statement-breakpoint
DELETE FROM "coupon_holds" WHERE "offer_id" IS NULL;--> statement-breakpoint
ALTER TABLE "checkout_intents" DROP CONSTRAINT "checkout_intents_course_id_courses_id_fk";
--> statement-breakpoint
DROP INDEX "coupon_holds_user_course_idx";--> statement-breakpoint
DROP INDEX "checkout_intents_user_course_idx";--> statement-breakpoint
ALTER TABLE "coupon_holds" ALTER COLUMN "offer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_intents" ALTER COLUMN "offer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_holds" DROP COLUMN "course_id";--> statement-breakpoint
ALTER TABLE "checkout_intents" DROP COLUMN "course_id";
