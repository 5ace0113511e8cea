CREATE TABLE "video_claims" (
	"site_id" bigint NOT NULL,
	"claim_id" text NOT NULL,
	"video_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"isrc" text,
	"asset_title" text,
	"artist" text,
	"status" text NOT NULL,
	"status_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_claims_site_id_claim_id_pk" PRIMARY KEY("site_id","claim_id")
);
--> statement-breakpoint
CREATE TABLE "youtube_connections" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"content_owner_id" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"scopes" text NOT NULL,
	"state" text DEFAULT 'connected' NOT NULL,
	"connected_by_account_id" bigint,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"jobs_checked_at" timestamp with time zone,
	"last_fetch_at" timestamp with time zone,
	"last_problem" text,
	"last_problem_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "youtube_oauth_states" (
	"site_id" bigint NOT NULL,
	"state_hash" text NOT NULL,
	"session_token_hash" text NOT NULL,
	"account_id" bigint NOT NULL,
	"content_owner_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_verifier_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "youtube_oauth_states_site_id_state_hash_pk" PRIMARY KEY("site_id","state_hash")
);
--> statement-breakpoint
CREATE TABLE "youtube_quota_use" (
	"site_id" bigint NOT NULL,
	"day" date NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "youtube_quota_use_site_id_day_pk" PRIMARY KEY("site_id","day")
);
--> statement-breakpoint
CREATE TABLE "youtube_report_jobs" (
	"site_id" bigint NOT NULL,
	"report_type_id" text NOT NULL,
	"job_id" text,
	"system_managed" boolean NOT NULL,
	"state" text NOT NULL,
	"cursor" text,
	"oldest_pending" text,
	CONSTRAINT "youtube_report_jobs_site_id_report_type_id_pk" PRIMARY KEY("site_id","report_type_id")
);
--> statement-breakpoint
CREATE TABLE "youtube_reports" (
	"site_id" bigint NOT NULL,
	"report_id" text NOT NULL,
	"job_id" text NOT NULL,
	"report_type_id" text NOT NULL,
	"day" date NOT NULL,
	"create_time" text NOT NULL,
	"state" text NOT NULL,
	"rows" bigint,
	"rows_without_short" bigint,
	"bytes" bigint,
	"sha256" text,
	"error" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "youtube_reports_site_id_report_id_pk" PRIMARY KEY("site_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "youtube_video_lookups" (
	"site_id" bigint NOT NULL,
	"video_id" text NOT NULL,
	"found" boolean NOT NULL,
	"looked_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "youtube_video_lookups_site_id_video_id_pk" PRIMARY KEY("site_id","video_id")
);
--> statement-breakpoint
CREATE INDEX "video_claims_video_idx" ON "video_claims" USING btree ("site_id","video_id");--> statement-breakpoint
CREATE INDEX "youtube_reports_day_idx" ON "youtube_reports" USING btree ("site_id","report_type_id","day");--> statement-breakpoint
CREATE INDEX "youtube_reports_fetched_idx" ON "youtube_reports" USING btree ("site_id","fetched_at");--> statement-breakpoint
-- Tenant isolation (docs/decisions/021), as 0012 gives every tenant table, through one
-- function that later migrations call for their own tenant tables.
CREATE FUNCTION portal_isolate_by_site(tenant text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant);
  EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant);
  EXECUTE format(
    'CREATE POLICY site_isolation ON %I USING ('
    'site_id = (SELECT nullif(current_setting(''portal.site_id'', true), '''')::bigint) '
    'OR (SELECT current_setting(''portal.all_sites'', true)) = ''on'')',
    tenant);
END $$;
--> statement-breakpoint
SELECT portal_isolate_by_site(tenant) FROM unnest(ARRAY[
  'youtube_connections', 'youtube_oauth_states', 'youtube_report_jobs', 'youtube_reports',
  'video_claims', 'youtube_quota_use', 'youtube_video_lookups'
]) AS tenant;
