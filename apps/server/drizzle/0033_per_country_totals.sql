-- ==== Hand-written (issue 29, decision 033): each figure over all countries ==========
-- Each per-country row keeps, beside its countries' arrays, each figure summed over them
-- in a column of the figure's own name, which the rollups read instead of taking every
-- row's arrays apart. Existing rows get theirs from their arrays; the rows are read
-- across sites (the policies hide every row otherwise), and the setting cleared again.
SELECT set_config('portal.all_sites', 'on', false);--> statement-breakpoint
ALTER TABLE "views_by_country" ADD COLUMN "views" bigint, ADD COLUMN "engaged_views" bigint, ADD COLUMN "premium_views" bigint, ADD COLUMN "watch_time_ms" bigint, ADD COLUMN "premium_watch_time_ms" bigint, ADD COLUMN "view_percentage_weighted" bigint;--> statement-breakpoint
UPDATE "views_by_country" SET
  "views" = (SELECT sum(x) FROM unnest("figures"[:][1:1]) x)::bigint,
  "engaged_views" = (SELECT sum(x) FROM unnest("figures"[:][2:2]) x)::bigint,
  "premium_views" = (SELECT sum(x) FROM unnest("figures"[:][3:3]) x)::bigint,
  "watch_time_ms" = (SELECT sum(x) FROM unnest("figures"[:][4:4]) x)::bigint,
  "premium_watch_time_ms" = (SELECT sum(x) FROM unnest("figures"[:][5:5]) x)::bigint,
  "view_percentage_weighted" = (SELECT sum(x) FROM unnest("figures"[:][6:6]) x)::bigint;--> statement-breakpoint
ALTER TABLE "views_by_country" ALTER COLUMN "views" SET NOT NULL, ALTER COLUMN "engaged_views" SET NOT NULL, ALTER COLUMN "premium_views" SET NOT NULL, ALTER COLUMN "watch_time_ms" SET NOT NULL, ALTER COLUMN "premium_watch_time_ms" SET NOT NULL, ALTER COLUMN "view_percentage_weighted" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "revenue_by_country" ADD COLUMN "revenue_micros" bigint, ADD COLUMN "premium_revenue_micros" bigint;--> statement-breakpoint
UPDATE "revenue_by_country" SET
  "revenue_micros" = (SELECT sum(x) FROM unnest("figures"[:][1:1]) x)::bigint,
  "premium_revenue_micros" = (SELECT sum(x) FROM unnest("figures"[:][2:2]) x)::bigint;--> statement-breakpoint
ALTER TABLE "revenue_by_country" ALTER COLUMN "revenue_micros" SET NOT NULL, ALTER COLUMN "premium_revenue_micros" SET NOT NULL;--> statement-breakpoint
SELECT set_config('portal.all_sites', '', false);
