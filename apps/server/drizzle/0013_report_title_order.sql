-- The title sort reads a window's rows in title order (video_windows_title_idx).
ALTER TABLE "video_windows" ADD COLUMN "title_key" text;--> statement-breakpoint
UPDATE "video_windows" w SET "title_key" = lower(coalesce(
  (SELECT v."title" FROM "videos" v WHERE v."site_id" = w."site_id" AND v."video_id" = w."video_id"),
  w."video_id"));--> statement-breakpoint
ALTER TABLE "video_windows" ALTER COLUMN "title_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "video_windows_title_idx" ON "video_windows" USING btree ("site_id","period","member_key","title_key","video_id");--> statement-breakpoint
-- A search's totals read its Shorts' days from the key alone (an index-only scan): the key
-- carries what a report adds up. (drizzle's schema has no INCLUDE; the key columns are the same.)
ALTER TABLE "video_daily" DROP CONSTRAINT "video_daily_site_id_video_id_day_pk";--> statement-breakpoint
ALTER TABLE "video_daily" ADD CONSTRAINT "video_daily_site_id_video_id_day_pk" PRIMARY KEY ("site_id","video_id","day")
  INCLUDE ("member_account_id","views","engaged_views","premium_views","revenue_micros","premium_revenue_micros","member_revenue_micros","member_premium_revenue_micros");
