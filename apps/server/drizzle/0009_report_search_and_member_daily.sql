-- pg_trgm is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "member_daily" (
	"site_id" bigint NOT NULL,
	"member_account_id" bigint NOT NULL,
	"day" date NOT NULL,
	"views" bigint NOT NULL,
	"engaged_views" bigint NOT NULL,
	"premium_views" bigint NOT NULL,
	"revenue_micros" bigint NOT NULL,
	"premium_revenue_micros" bigint NOT NULL,
	"member_revenue_micros" bigint NOT NULL,
	"member_premium_revenue_micros" bigint NOT NULL,
	CONSTRAINT "member_daily_site_id_member_account_id_day_pk" PRIMARY KEY("site_id","member_account_id","day")
);
--> statement-breakpoint
CREATE INDEX "videos_title_trgm_idx" ON "videos" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- Days imported before this migration get their per-member rollup now.
INSERT INTO "member_daily" ("site_id", "member_account_id", "day", "views", "engaged_views", "premium_views", "revenue_micros", "premium_revenue_micros", "member_revenue_micros", "member_premium_revenue_micros")
SELECT "site_id", "member_account_id", "day", sum("views"), sum("engaged_views"), sum("premium_views"), sum("revenue_micros"), sum("premium_revenue_micros"), sum("member_revenue_micros"), sum("member_premium_revenue_micros")
FROM "channel_daily" WHERE "member_account_id" IS NOT NULL GROUP BY "site_id", "member_account_id", "day";
