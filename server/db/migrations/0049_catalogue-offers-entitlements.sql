CREATE TABLE "offer_grants" (
	"offer_id" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"course_id" text,
	"sessions" integer,
	CONSTRAINT "offer_grants_course" CHECK (("offer_grants"."course_id" is not null) = ("offer_grants"."type" = 'course')),
	CONSTRAINT "offer_grants_sessions" CHECK (("offer_grants"."sessions" is not null and "offer_grants"."sessions" > 0) = ("offer_grants"."type" = 'coaching'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_slug_format" CHECK ("offers"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"course_id" text,
	"sessions" integer,
	"source" text NOT NULL,
	"purchase_id" uuid,
	"offer_id" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"ended_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "entitlements_course" CHECK (("entitlements"."course_id" is not null) = ("entitlements"."kind" = 'course')),
	CONSTRAINT "entitlements_sessions" CHECK (("entitlements"."sessions" is not null and "entitlements"."sessions" > 0) = ("entitlements"."kind" = 'coaching')),
	CONSTRAINT "entitlements_purchase" CHECK (("entitlements"."purchase_id" is null) = ("entitlements"."source" = 'free_enrolment')),
	CONSTRAINT "entitlements_ended_when" CHECK ("entitlements"."ended_reason" is null or "entitlements"."ends_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "course_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "offer_id" text;--> statement-breakpoint
ALTER TABLE "offer_grants" ADD CONSTRAINT "offer_grants_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_grants" ADD CONSTRAINT "offer_grants_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_grants_position_idx" ON "offer_grants" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "offer_grants_course_idx" ON "offer_grants" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_slug_idx" ON "offers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "entitlements_user_idx" ON "entitlements" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "entitlements_purchase_idx" ON "entitlements" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_purchase_thing_idx" ON "entitlements" USING btree ("purchase_id","kind",coalesce("course_id", '')) WHERE "entitlements"."purchase_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_one_free_enrolment_idx" ON "entitlements" USING btree ("user_id","course_id") WHERE "entitlements"."source" = 'free_enrolment';--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Issue 43: the specification's two offers, as content/offers/offers.ts defines them (their grants are added at
-- start-up, once the courses they name are seeded). Then every purchase names its offer, and every purchase,
-- grant and free enrolment becomes the entitlements it gave, so each learner opens exactly what they did before.
INSERT INTO "offers" ("id", "slug", "title", "description", "price_type", "status", "position") VALUES
  ('starter', 'starter', 'AI Business Starter Course', 'The free starter course.', 'free', 'published', 0),
  ('premium', 'premium', 'AI Business Mastery (Premium)', 'The premium course, the member area, the community and a 1-on-1 coaching session.', 'one_time', 'published', 1)
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "purchases" SET "offer_id" = CASE "course_id" WHEN 'premium-course' THEN 'premium' ELSE 'starter' END;--> statement-breakpoint
-- The premium purchase gave the premium course, the member area, the community and one coaching session
-- (server/coaching/coaching-balance.ts counted one per standing purchase). An ended purchase ends its rows at
-- the time it ended.
INSERT INTO "entitlements" ("user_id", "kind", "course_id", "sessions", "source", "purchase_id", "offer_id", "starts_at", "ends_at", "ended_reason", "created_at")
SELECT p."user_id", g."kind", g."course_id", g."sessions",
  CASE WHEN p."status" IN ('granted', 'revoked') THEN 'grant' ELSE 'purchase' END,
  p."id", 'premium', p."created_at",
  CASE p."status"
    WHEN 'refunded' THEN coalesce(p."refunded_at", p."updated_at")
    WHEN 'revoked' THEN coalesce(p."revoked_at", p."updated_at")
    WHEN 'disputed' THEN p."updated_at"
  END,
  CASE WHEN p."status" IN ('refunded', 'revoked', 'disputed') THEN p."status" END,
  p."created_at"
FROM "purchases" p
CROSS JOIN (VALUES ('course', 'premium-course', NULL::integer), ('member_area', NULL, NULL), ('community', NULL, NULL), ('coaching', NULL, 1))
  AS g("kind", "course_id", "sessions")
WHERE p."course_id" = 'premium-course' AND p."user_id" IS NOT NULL;--> statement-breakpoint
-- Anyone signed in could open the starter course; a learner who had started it is enrolled from their first lesson.
INSERT INTO "entitlements" ("user_id", "kind", "course_id", "source", "offer_id", "starts_at", "created_at")
SELECT "user_id", 'course', 'free-course', 'free_enrolment', 'starter', min("started_at"), min("started_at")
FROM "lesson_progress"
WHERE "course_id" = 'free-course'
GROUP BY "user_id";--> statement-breakpoint
-- From here on the database keeps a purchase's entitlements (docs/decisions/033a-catalogue-entitlements.md): whatever
-- records, refunds, disputes, revokes or restores a purchase (the site, the owner command, an operator's SQL),
-- what it gave follows in the same transaction. A purchase that names no offer is of the offer that sells its
-- course on its own: one-time and published first, then the one granting the fewest courses, then the first listed.
CREATE OR REPLACE FUNCTION purchase_offer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.offer_id IS NULL THEN
    SELECT o.id INTO NEW.offer_id
    FROM offers o JOIN offer_grants g ON g.offer_id = o.id AND g.type = 'course' AND g.course_id = NEW.course_id
    ORDER BY (o.price_type = 'one_time') DESC, (o.status = 'published') DESC,
      (SELECT count(*) FROM offer_grants c WHERE c.offer_id = o.id AND c.type = 'course'), o.position, o.id
    LIMIT 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchases_offer BEFORE INSERT ON purchases FOR EACH ROW EXECUTE FUNCTION purchase_offer();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchase_entitlements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('paid', 'granted') AND (TG_OP = 'INSERT' OR OLD.status NOT IN ('paid', 'granted')) THEN
    IF TG_OP = 'UPDATE' AND OLD.status = 'disputed' THEN
      -- A won dispute gives back what the dispute ended, and only that.
      UPDATE entitlements SET ends_at = NULL, ended_reason = NULL WHERE purchase_id = NEW.id AND ended_reason = 'disputed';
    ELSIF NEW.user_id IS NOT NULL AND NEW.offer_id IS NOT NULL THEN
      -- From the purchase's time to the millisecond, the site's clock's resolution: a row written at the
      -- database's default time must not start after the request that follows it.
      INSERT INTO entitlements (user_id, kind, course_id, sessions, source, purchase_id, offer_id, starts_at, created_at)
      SELECT NEW.user_id, g.type, g.course_id, g.sessions,
        CASE NEW.status WHEN 'granted' THEN 'grant' ELSE 'purchase' END,
        NEW.id, NEW.offer_id, date_trunc('milliseconds', NEW.created_at), date_trunc('milliseconds', NEW.created_at)
      FROM offer_grants g WHERE g.offer_id = NEW.offer_id
      ON CONFLICT DO NOTHING;
    END IF;
  ELSIF TG_OP = 'UPDATE' AND NEW.status IN ('refunded', 'disputed', 'revoked') AND OLD.status IS DISTINCT FROM NEW.status THEN
    -- A refund, dispute or revocation ends what this purchase gave, and nothing else; a refund after a dispute
    -- is final.
    UPDATE entitlements SET ends_at = coalesce(ends_at, NEW.updated_at), ended_reason = NEW.status
    WHERE purchase_id = NEW.id AND (ends_at IS NULL OR ended_reason = 'disputed');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER purchases_entitlements AFTER INSERT OR UPDATE OF status ON purchases FOR EACH ROW EXECUTE FUNCTION purchase_entitlements();
--> statement-breakpoint
CREATE TRIGGER offers_change_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_version();
--> statement-breakpoint
CREATE TRIGGER offer_grants_change_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offer_grants
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_version();
--> statement-breakpoint
-- The community belongs to no course: its threads were filed under the premium course's id.
UPDATE "comments" SET "course_id" = NULL WHERE "lesson_key" = 'community:mastermind';
