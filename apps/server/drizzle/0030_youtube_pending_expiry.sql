ALTER TABLE "youtube_report_jobs" ADD COLUMN "job_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "youtube_report_jobs" ADD COLUMN "pending_expires_at" timestamp with time zone;--> statement-breakpoint
-- A report pending from before (the migration runs across sites) is reckoned as one whose
-- job's creation is not known: historical, kept 30 days, so its alarm comes early if at all.
UPDATE "youtube_report_jobs" SET "pending_expires_at" = "oldest_pending"::timestamptz + interval '30 days'
WHERE "oldest_pending" IS NOT NULL;--> statement-breakpoint
-- The next fetch looks at the jobs again, which keeps when each was made.
UPDATE "youtube_connections" SET "jobs_checked_at" = NULL;--> statement-breakpoint
ALTER TABLE "youtube_report_jobs" ADD CONSTRAINT "youtube_report_jobs_pending_expiry" CHECK (("youtube_report_jobs"."oldest_pending" is null) = ("youtube_report_jobs"."pending_expires_at" is null));
