CREATE TABLE "video_gaps" (
	"site_id" bigint NOT NULL,
	"member_key" bigint NOT NULL,
	"video_id" text NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "video_gaps_site_id_member_key_video_id_from_day_pk" PRIMARY KEY("site_id","member_key","video_id","from_day")
);
--> statement-breakpoint
CREATE TABLE "video_span_counts" (
	"site_id" bigint NOT NULL,
	"member_key" bigint NOT NULL,
	"day" date NOT NULL,
	"started" bigint NOT NULL,
	"ended" bigint NOT NULL,
	CONSTRAINT "video_span_counts_site_id_member_key_day_pk" PRIMARY KEY("site_id","member_key","day")
);
--> statement-breakpoint
CREATE INDEX "video_gaps_length_idx" ON "video_gaps" USING btree ("site_id","member_key","days","from_day","to_day");--> statement-breakpoint
-- Tenant isolation as every tenant table (0012, docs/decisions/017).
ALTER TABLE "video_span_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "video_span_counts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY site_isolation ON "video_span_counts" USING (
  site_id = (SELECT nullif(current_setting('portal.site_id', true), '')::bigint)
  OR (SELECT current_setting('portal.all_sites', true)) = 'on');--> statement-breakpoint
ALTER TABLE "video_gaps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "video_gaps" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY site_isolation ON "video_gaps" USING (
  site_id = (SELECT nullif(current_setting('portal.site_id', true), '')::bigint)
  OR (SELECT current_setting('portal.all_sites', true)) = 'on');--> statement-breakpoint
-- Windows computed before these tables existed lack their rows: marked stale, so the
-- reports add up the days until the refresher has computed everything again.
SELECT set_config('portal.all_sites', 'on', false);--> statement-breakpoint
UPDATE "report_windows" SET "data_version" = 0;--> statement-breakpoint
SELECT set_config('portal.all_sites', '', false);
