-- Whether prices include tax and the seller's country decide the public price list (GET /api/prices), which every
-- process keeps precompressed with /api/courses and /api/offers (issue 45, docs/decisions/033j-public-json-before-the-app.md):
-- a change drops them like a change to an offer's price (0051_offer-prices.sql).
CREATE TRIGGER sales_settings_change_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_version();
