-- Cache invalidation across processes (docs/decisions/024k-shared-state-in-postgresql.md): every change to a
-- table whose rows public answers show raises that table's counter in change_versions and says so on the
-- `site_changes` channel, whoever made it (the site, the owner command, an operator's SQL). A statement-level
-- trigger: one bump per statement, however many rows it touched. The notification is sent at commit.
CREATE OR REPLACE FUNCTION bump_change_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_versions (topic, version) VALUES (TG_TABLE_NAME, 1)
    ON CONFLICT (topic) DO UPDATE SET version = change_versions.version + 1;
  PERFORM pg_notify('site_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_change_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_version();
--> statement-breakpoint
CREATE TRIGGER site_settings_change_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_version();
--> statement-breakpoint
CREATE TRIGGER course_former_prices_change_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_former_prices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_version();
--> statement-breakpoint
CREATE TRIGGER course_reviews_change_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_version();
