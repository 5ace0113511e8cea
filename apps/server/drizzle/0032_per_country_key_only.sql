-- Issue 29, decision 032: the per-country tables keep their primary key (site, day, Short)
-- only. One Short's countries are read through it by the Short's days, which video_daily
-- lists (reports/plans/countries.ts); the index by Short cost the import one page write
-- per Short and day.
DROP INDEX "revenue_by_country_video_idx";--> statement-breakpoint
DROP INDEX "views_by_country_video_idx";