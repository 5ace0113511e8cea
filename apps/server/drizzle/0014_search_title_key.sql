-- Under row-level security no text search operator is leakproof, so the trigram index was
-- never used by the app's role; a search compares the lowered title kept here instead.
DROP INDEX "videos_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "title_key" text GENERATED ALWAYS AS (lower(title)) STORED;