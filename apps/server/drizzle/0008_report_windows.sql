CREATE TABLE "channel_windows" (
	"site_id" bigint NOT NULL,
	"period" text NOT NULL,
	"member_key" bigint NOT NULL,
	"channel_id" text NOT NULL,
	"views" bigint NOT NULL,
	"engaged_views" bigint NOT NULL,
	"premium_views" bigint NOT NULL,
	"watch_time_ms" bigint NOT NULL,
	"view_percentage_weighted" bigint NOT NULL,
	"revenue_usd" bigint NOT NULL,
	"premium_revenue_usd" bigint NOT NULL,
	"member_revenue_usd" bigint NOT NULL,
	"member_premium_revenue_usd" bigint NOT NULL,
	"revenue_krw" numeric,
	"premium_revenue_krw" numeric,
	"member_revenue_krw" numeric,
	"member_premium_revenue_krw" numeric,
	CONSTRAINT "channel_windows_site_id_period_member_key_channel_id_pk" PRIMARY KEY("site_id","period","member_key","channel_id")
);
--> statement-breakpoint
CREATE TABLE "report_windows" (
	"site_id" bigint NOT NULL,
	"period" text NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"data_version" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_windows_site_id_period_pk" PRIMARY KEY("site_id","period")
);
--> statement-breakpoint
CREATE TABLE "site_daily" (
	"site_id" bigint NOT NULL,
	"day" date NOT NULL,
	"views" bigint NOT NULL,
	"engaged_views" bigint NOT NULL,
	"premium_views" bigint NOT NULL,
	"revenue_micros" bigint NOT NULL,
	"premium_revenue_micros" bigint NOT NULL,
	"member_revenue_micros" bigint NOT NULL,
	"member_premium_revenue_micros" bigint NOT NULL,
	CONSTRAINT "site_daily_site_id_day_pk" PRIMARY KEY("site_id","day")
);
--> statement-breakpoint
CREATE TABLE "video_windows" (
	"site_id" bigint NOT NULL,
	"period" text NOT NULL,
	"member_key" bigint NOT NULL,
	"video_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"views" bigint NOT NULL,
	"engaged_views" bigint NOT NULL,
	"premium_views" bigint NOT NULL,
	"watch_time_ms" bigint NOT NULL,
	"view_percentage_weighted" bigint NOT NULL,
	"revenue_usd" bigint NOT NULL,
	"premium_revenue_usd" bigint NOT NULL,
	"member_revenue_usd" bigint NOT NULL,
	"member_premium_revenue_usd" bigint NOT NULL,
	"revenue_krw" numeric,
	"premium_revenue_krw" numeric,
	"member_revenue_krw" numeric,
	"member_premium_revenue_krw" numeric,
	CONSTRAINT "video_windows_site_id_period_member_key_video_id_pk" PRIMARY KEY("site_id","period","member_key","video_id")
);
--> statement-breakpoint
DROP TABLE "video_totals" CASCADE;--> statement-breakpoint
CREATE INDEX "video_windows_revenue_idx" ON "video_windows" USING btree ("site_id","period","member_key","revenue_usd");--> statement-breakpoint
CREATE INDEX "video_windows_views_idx" ON "video_windows" USING btree ("site_id","period","member_key","views");--> statement-breakpoint
-- Days imported before this migration get their site-wide rollup now.
INSERT INTO "site_daily" ("site_id", "day", "views", "engaged_views", "premium_views", "revenue_micros", "premium_revenue_micros", "member_revenue_micros", "member_premium_revenue_micros")
SELECT "site_id", "day", sum("views"), sum("engaged_views"), sum("premium_views"), sum("revenue_micros"), sum("premium_revenue_micros"), sum("member_revenue_micros"), sum("member_premium_revenue_micros")
FROM "channel_daily" GROUP BY "site_id", "day";
