-- The premium course page, a cached page, says how long a coaching session is and within how many days it is
-- booked (issue 28): a change to the owner's coaching settings drops the cached pages like a change to a course
-- (0026_cache-invalidation-triggers.sql).
CREATE TRIGGER coaching_settings_change_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coaching_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_version();
