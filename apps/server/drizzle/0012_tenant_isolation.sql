CREATE TABLE "sign_in_failures" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_failures_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_operator" text;--> statement-breakpoint
CREATE INDEX "sign_in_failures_subject_idx" ON "sign_in_failures" USING btree ("site_id","subject","failed_at");--> statement-breakpoint
-- Tenant isolation (docs/decisions/017): every tenant table shows a row only to a
-- transaction of its site (`portal.site_id`) or one marked across sites
-- (`portal.all_sites`), also to the tables' owner (FORCE). The settings sit in scalar
-- subqueries so each is read once per statement, not once per row.
DO $$
DECLARE
  tenant text;
BEGIN
  FOREACH tenant IN ARRAY ARRAY[
    'accounts', 'sessions', 'login_codes', 'fee_rates', 'audit_log', 'sign_in_failures',
    'notice_reads', 'channels', 'channel_assignments', 'videos', 'views_by_country',
    'revenue_by_country', 'video_daily', 'channel_daily', 'site_daily', 'member_daily',
    'report_windows', 'video_windows', 'channel_windows', 'video_blocks', 'import_files',
    'import_unmatched', 'music_track_sites', 'music_favorites', 'music_rankings',
    'music_ranking_entries'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant);
    EXECUTE format(
      'CREATE POLICY site_isolation ON %I USING ('
      'site_id = (SELECT nullif(current_setting(''portal.site_id'', true), '''')::bigint) '
      'OR (SELECT current_setting(''portal.all_sites'', true)) = ''on'')',
      tenant);
  END LOOP;
END $$;
--> statement-breakpoint
-- Notices for every site (site_id null) show on every site.
ALTER TABLE "notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY site_isolation ON "notices" USING (
  site_id IS NULL
  OR site_id = (SELECT nullif(current_setting('portal.site_id', true), '')::bigint)
  OR (SELECT current_setting('portal.all_sites', true)) = 'on'
);
