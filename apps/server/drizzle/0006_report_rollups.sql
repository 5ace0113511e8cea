CREATE TABLE "video_totals" (
	"site_id" bigint NOT NULL,
	"video_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"views" bigint NOT NULL,
	"engaged_views" bigint NOT NULL,
	"premium_views" bigint NOT NULL,
	"watch_time_ms" bigint NOT NULL,
	"view_percentage_weighted" bigint NOT NULL,
	"revenue_micros" bigint NOT NULL,
	"premium_revenue_micros" bigint NOT NULL,
	"member_revenue_micros" bigint NOT NULL,
	"member_premium_revenue_micros" bigint NOT NULL,
	CONSTRAINT "video_totals_site_id_video_id_pk" PRIMARY KEY("site_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "channel_daily" ADD COLUMN "member_account_id" bigint;--> statement-breakpoint
ALTER TABLE "channel_daily" ADD COLUMN "member_revenue_micros" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_daily" ADD COLUMN "member_premium_revenue_micros" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_daily" ADD COLUMN "member_account_id" bigint;--> statement-breakpoint
ALTER TABLE "video_daily" ADD COLUMN "member_revenue_micros" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_daily" ADD COLUMN "member_premium_revenue_micros" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "video_totals_revenue_idx" ON "video_totals" USING btree ("site_id","revenue_micros");--> statement-breakpoint
CREATE INDEX "channel_daily_day_idx" ON "channel_daily" USING btree ("site_id","day");--> statement-breakpoint
CREATE INDEX "channel_daily_member_day_idx" ON "channel_daily" USING btree ("site_id","member_account_id","day");--> statement-breakpoint
CREATE INDEX "video_daily_day_idx" ON "video_daily" USING btree ("site_id","day");--> statement-breakpoint
CREATE INDEX "video_daily_member_day_idx" ON "video_daily" USING btree ("site_id","member_account_id","day");