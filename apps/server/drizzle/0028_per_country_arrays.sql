-- ==== Hand-written (issue 29): one row per site, day and Short (decision 030) ============
-- Each per-country table is rebuilt in its new shape by one grouped insert: the old table
-- is renamed aside (its per-video index dropped first, nothing reads it), the new one is
-- filled from it, the old one dropped, and only then are the new table's keys built and
-- its tenant isolation set (0022's function): building an index over the filled table is
-- quicker than keeping it up to date row by row. The figures keep the order of the
-- import's columns (modules/revenue/country-figures.ts). The rows are read across sites
-- (the policies hide every row otherwise), and the setting cleared again.
SELECT set_config('portal.all_sites', 'on', false);--> statement-breakpoint
DROP INDEX "views_by_country_video_idx";--> statement-breakpoint
ALTER TABLE "views_by_country" RENAME TO "views_by_country_rows";--> statement-breakpoint
CREATE TABLE "views_by_country" (
	"site_id" bigint NOT NULL,
	"day" date NOT NULL,
	"video_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"countries" text NOT NULL,
	"figures" bigint[][] NOT NULL
);
--> statement-breakpoint
INSERT INTO "views_by_country" ("site_id", "day", "video_id", "channel_id", "countries", "figures")
  SELECT "site_id", "day", "video_id", max("channel_id"),
    string_agg("country_code", '' ORDER BY "country_code"),
    array_agg(ARRAY["views", "engaged_views", "premium_views", "watch_time_ms", "premium_watch_time_ms", "view_percentage_weighted"] ORDER BY "country_code")
  FROM "views_by_country_rows" GROUP BY "site_id", "day", "video_id";--> statement-breakpoint
DROP TABLE "views_by_country_rows";--> statement-breakpoint
ALTER TABLE "views_by_country" ADD CONSTRAINT "views_by_country_site_id_day_video_id_pk" PRIMARY KEY("site_id","day","video_id");--> statement-breakpoint
CREATE INDEX "views_by_country_video_idx" ON "views_by_country" USING btree ("site_id","video_id","day");--> statement-breakpoint
ALTER TABLE "views_by_country" ADD CONSTRAINT "views_by_country_shape" CHECK (cardinality("figures") > 0 and array_ndims("figures") = 2
  and array_length("figures", 2) = 6 and length("countries") = 2 * array_length("figures", 1));--> statement-breakpoint
SELECT portal_isolate_by_site('views_by_country');--> statement-breakpoint
DROP INDEX "revenue_by_country_video_idx";--> statement-breakpoint
ALTER TABLE "revenue_by_country" RENAME TO "revenue_by_country_rows";--> statement-breakpoint
CREATE TABLE "revenue_by_country" (
	"site_id" bigint NOT NULL,
	"day" date NOT NULL,
	"video_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"countries" text NOT NULL,
	"figures" bigint[][] NOT NULL
);
--> statement-breakpoint
INSERT INTO "revenue_by_country" ("site_id", "day", "video_id", "channel_id", "countries", "figures")
  SELECT "site_id", "day", "video_id", max("channel_id"),
    string_agg("country_code", '' ORDER BY "country_code"),
    array_agg(ARRAY["revenue_micros", "premium_revenue_micros"] ORDER BY "country_code")
  FROM "revenue_by_country_rows" GROUP BY "site_id", "day", "video_id";--> statement-breakpoint
DROP TABLE "revenue_by_country_rows";--> statement-breakpoint
ALTER TABLE "revenue_by_country" ADD CONSTRAINT "revenue_by_country_site_id_day_video_id_pk" PRIMARY KEY("site_id","day","video_id");--> statement-breakpoint
CREATE INDEX "revenue_by_country_video_idx" ON "revenue_by_country" USING btree ("site_id","video_id","day");--> statement-breakpoint
ALTER TABLE "revenue_by_country" ADD CONSTRAINT "revenue_by_country_shape" CHECK (cardinality("figures") > 0 and array_ndims("figures") = 2
  and array_length("figures", 2) = 2 and length("countries") = 2 * array_length("figures", 1));--> statement-breakpoint
SELECT portal_isolate_by_site('revenue_by_country');--> statement-breakpoint
SELECT set_config('portal.all_sites', '', false);
