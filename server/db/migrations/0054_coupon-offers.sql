CREATE TABLE "coupon_offers" (
	"coupon_id" uuid NOT NULL,
	"offer_id" text NOT NULL,
	CONSTRAINT "coupon_offers_coupon_id_offer_id_pk" PRIMARY KEY("coupon_id","offer_id")
);
--> statement-breakpoint
ALTER TABLE "coupon_offers" ADD CONSTRAINT "coupon_offers_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_offers" ADD CONSTRAINT "coupon_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_offers_offer_idx" ON "coupon_offers" USING btree ("offer_id");