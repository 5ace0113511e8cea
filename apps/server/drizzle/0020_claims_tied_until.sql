ALTER TABLE "video_claims" ADD COLUMN "tied_until" date;--> statement-breakpoint
-- Claims that ended before this column: they stopped tying their Short when they took
-- their present status.
UPDATE "video_claims" SET "tied_until" = ("status_since" AT TIME ZONE 'UTC')::date
WHERE "status" IN ('inactive', 'released');
