CREATE TABLE "music_covers" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_favorites" (
	"site_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_favorites_site_id_account_id_track_id_pk" PRIMARY KEY("site_id","account_id","track_id")
);
--> statement-breakpoint
CREATE TABLE "music_ranking_entries" (
	"site_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"track_id" bigint NOT NULL,
	"views" bigint NOT NULL,
	"previous_rank" integer,
	CONSTRAINT "music_ranking_entries_site_id_rank_pk" PRIMARY KEY("site_id","rank")
);
--> statement-breakpoint
CREATE TABLE "music_rankings" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"week_start" date,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_tags" (
	"id" text PRIMARY KEY NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_track_sites" (
	"site_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	CONSTRAINT "music_track_sites_site_id_track_id_pk" PRIMARY KEY("site_id","track_id")
);
--> statement-breakpoint
CREATE TABLE "music_track_tags" (
	"track_id" bigint NOT NULL,
	"tag_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "music_track_tags_track_id_tag_id_pk" PRIMARY KEY("track_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "music_tracks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "music_tracks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"isrc" text NOT NULL,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"category" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"shopping" boolean DEFAULT false NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"cover_sha256" text,
	"cover_url" text,
	"preview_url" text,
	"released_on" date,
	"all_sites" boolean DEFAULT true NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_tracks_isrc_unique" UNIQUE("isrc"),
	CONSTRAINT "music_tracks_category" CHECK ("music_tracks"."category" in ('bgm', 'song', 'ost')),
	CONSTRAINT "music_tracks_one_cover" CHECK (("music_tracks"."cover_sha256" is null) <> ("music_tracks"."cover_url" is null))
);
--> statement-breakpoint
ALTER TABLE "music_favorites" ADD CONSTRAINT "music_favorites_track_id_music_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."music_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_favorites" ADD CONSTRAINT "music_favorites_site_id_account_id_accounts_site_id_id_fk" FOREIGN KEY ("site_id","account_id") REFERENCES "public"."accounts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_ranking_entries" ADD CONSTRAINT "music_ranking_entries_track_id_music_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."music_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_ranking_entries" ADD CONSTRAINT "music_ranking_entries_site_id_music_rankings_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."music_rankings"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_rankings" ADD CONSTRAINT "music_rankings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_track_sites" ADD CONSTRAINT "music_track_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_track_sites" ADD CONSTRAINT "music_track_sites_track_id_music_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."music_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_track_tags" ADD CONSTRAINT "music_track_tags_track_id_music_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."music_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_track_tags" ADD CONSTRAINT "music_track_tags_tag_id_music_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."music_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_tracks" ADD CONSTRAINT "music_tracks_cover_sha256_music_covers_sha256_fk" FOREIGN KEY ("cover_sha256") REFERENCES "public"."music_covers"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "music_ranking_entries_track_key" ON "music_ranking_entries" USING btree ("site_id","track_id");--> statement-breakpoint
CREATE INDEX "music_track_tags_tag_idx" ON "music_track_tags" USING btree ("tag_id","track_id");--> statement-breakpoint
CREATE INDEX "music_tracks_released_idx" ON "music_tracks" USING btree ("released_on","id");