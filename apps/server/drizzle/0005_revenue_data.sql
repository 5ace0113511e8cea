CREATE TABLE "channel_daily" (
	"site_id" bigint NOT NULL,
	"channel_id" text NOT NULL,
	"day" date NOT NULL,
	"views" bigint NOT NULL,
	"engaged_views" bigint NOT NULL,
	"premium_views" bigint NOT NULL,
	"watch_time_ms" bigint NOT NULL,
	"revenue_micros" bigint NOT NULL,
	"premium_revenue_micros" bigint NOT NULL,
	"videos" integer NOT NULL,
	CONSTRAINT "channel_daily_site_id_channel_id_day_pk" PRIMARY KEY("site_id","channel_id","day")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"day" date PRIMARY KEY NOT NULL,
	"krw_per_usd" numeric(12, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_files" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "import_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"sha256" text NOT NULL,
	"rows_read" bigint NOT NULL,
	"rows_loaded" bigint NOT NULL,
	"rows_skipped" bigint NOT NULL,
	"first_day" date,
	"last_day" date,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_files_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "import_unmatched" (
	"site_id" bigint NOT NULL,
	"import_file_id" bigint NOT NULL,
	"channel_id" text NOT NULL,
	"rows" bigint NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "import_unmatched_site_id_import_file_id_channel_id_pk" PRIMARY KEY("site_id","import_file_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "revenue_by_country" (
	"site_id" bigint NOT NULL,
	"day" date NOT NULL,
	"video_id" text NOT NULL,
	"country_code" text NOT NULL,
	"channel_id" text NOT NULL,
	"revenue_micros" bigint NOT NULL,
	"premium_revenue_micros" bigint NOT NULL,
	CONSTRAINT "revenue_by_country_site_id_day_video_id_country_code_pk" PRIMARY KEY("site_id","day","video_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "video_daily" (
	"site_id" bigint NOT NULL,
	"video_id" text NOT NULL,
	"day" date NOT NULL,
	"channel_id" text NOT NULL,
	"views" bigint NOT NULL,
	"engaged_views" bigint NOT NULL,
	"premium_views" bigint NOT NULL,
	"watch_time_ms" bigint NOT NULL,
	"view_percentage_weighted" bigint NOT NULL,
	"revenue_micros" bigint NOT NULL,
	"premium_revenue_micros" bigint NOT NULL,
	CONSTRAINT "video_daily_site_id_video_id_day_pk" PRIMARY KEY("site_id","video_id","day")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"site_id" bigint NOT NULL,
	"video_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"title" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"isrc" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_site_id_video_id_pk" PRIMARY KEY("site_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "views_by_country" (
	"site_id" bigint NOT NULL,
	"day" date NOT NULL,
	"video_id" text NOT NULL,
	"country_code" text NOT NULL,
	"channel_id" text NOT NULL,
	"views" bigint NOT NULL,
	"engaged_views" bigint NOT NULL,
	"premium_views" bigint NOT NULL,
	"watch_time_ms" bigint NOT NULL,
	"premium_watch_time_ms" bigint NOT NULL,
	"view_percentage_weighted" bigint NOT NULL,
	CONSTRAINT "views_by_country_site_id_day_video_id_country_code_pk" PRIMARY KEY("site_id","day","video_id","country_code")
);
--> statement-breakpoint
ALTER TABLE "import_unmatched" ADD CONSTRAINT "import_unmatched_site_id_import_file_id_import_files_site_id_id_fk" FOREIGN KEY ("site_id","import_file_id") REFERENCES "public"."import_files"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revenue_by_country_video_idx" ON "revenue_by_country" USING btree ("site_id","video_id","day");--> statement-breakpoint
CREATE INDEX "video_daily_channel_day_idx" ON "video_daily" USING btree ("site_id","channel_id","day");--> statement-breakpoint
CREATE INDEX "videos_channel_idx" ON "videos" USING btree ("site_id","channel_id");--> statement-breakpoint
CREATE INDEX "views_by_country_video_idx" ON "views_by_country" USING btree ("site_id","video_id","day");