-- Published content, its old addresses and the studio's previews are what the pages, the search index, the
-- sitemap and the feeds show (issue 29): a change to them, by any process, drops every process's cached copies
-- like a change to a course (0026_cache-invalidation-triggers.sql).
CREATE TRIGGER content_items_change_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_version();
--> statement-breakpoint
CREATE TRIGGER content_redirects_change_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_redirects
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_version();
