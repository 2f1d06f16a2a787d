-- Issue 43 (docs/decisions/033e-offer-sales-page-and-free-enrolment.md): a free offer's non-course grants (the member area,
-- the community, coaching) are given once per learner and offer, so two "Enrol" requests at once enrol once.
-- Numbered 0055 for this session (offers-public); the lead renumbers at merge if needed.
CREATE UNIQUE INDEX "entitlements_one_free_grant_idx" ON "entitlements" USING btree ("user_id","offer_id","kind") WHERE "entitlements"."source" = 'free_enrolment' and "entitlements"."course_id" is null;