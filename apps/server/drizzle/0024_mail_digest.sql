ALTER TABLE "mail_settings" ADD COLUMN "opted_out" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "time_zone" text;