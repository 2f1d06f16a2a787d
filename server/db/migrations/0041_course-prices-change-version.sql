-- The owner's prices per currency (issue 31) are shown on cached pages and in the public price list: a change drops
-- the cached pages like a change to a course (0026_cache-invalidation-triggers.sql).
CREATE TRIGGER course_prices_change_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_prices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_version();
