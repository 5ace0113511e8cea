CREATE TABLE "video_window_counts" (
	"site_id" bigint NOT NULL,
	"period" text NOT NULL,
	"member_key" bigint NOT NULL,
	"shorts" bigint NOT NULL,
	CONSTRAINT "video_window_counts_site_id_period_member_key_pk" PRIMARY KEY("site_id","period","member_key")
);
--> statement-breakpoint
-- Tenant isolation as every tenant table (0012, docs/decisions/017).
ALTER TABLE "video_window_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "video_window_counts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY site_isolation ON "video_window_counts" USING (
  site_id = (SELECT nullif(current_setting('portal.site_id', true), '')::bigint)
  OR (SELECT current_setting('portal.all_sites', true)) = 'on');--> statement-breakpoint
-- The windows computed before this migration stay current: their counts, across sites
-- (the policies hide every row otherwise), and the setting cleared again.
SELECT set_config('portal.all_sites', 'on', false);--> statement-breakpoint
INSERT INTO "video_window_counts" ("site_id", "period", "member_key", "shorts")
  SELECT "site_id", "period", "member_key", count(*) FROM "video_windows"
  GROUP BY "site_id", "period", "member_key";--> statement-breakpoint
SELECT set_config('portal.all_sites', '', false);
