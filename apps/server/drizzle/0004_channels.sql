CREATE TABLE "channel_assignments" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "channel_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"assigned_from" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_until" timestamp with time zone,
	"assigned_by" bigint,
	"unassigned_by" bigint,
	CONSTRAINT "channel_assignments_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"youtube_id" text NOT NULL,
	"title" text NOT NULL,
	"handle" text,
	"thumbnail_url" text,
	"category" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"verification" text DEFAULT 'pending_verification' NOT NULL,
	"verification_code" text NOT NULL,
	"verification_failure" text,
	"verification_started_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"registered_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"review_note" text,
	"approved_at" timestamp with time zone,
	"re_review_requested_at" timestamp with time zone,
	CONSTRAINT "channels_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "channels_status_range" CHECK ("channels"."status" between 0 and 3),
	CONSTRAINT "channels_verification_state" CHECK ("channels"."verification" in ('pending_verification', 'verifying', 'verified', 'needs_verification'))
);
--> statement-breakpoint
ALTER TABLE "channel_assignments" ADD CONSTRAINT "channel_assignments_site_id_channel_id_channels_site_id_id_fk" FOREIGN KEY ("site_id","channel_id") REFERENCES "public"."channels"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_assignments" ADD CONSTRAINT "channel_assignments_site_id_account_id_accounts_site_id_id_fk" FOREIGN KEY ("site_id","account_id") REFERENCES "public"."accounts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_assignments_open_key" ON "channel_assignments" USING btree ("site_id","channel_id") WHERE assigned_until is null;--> statement-breakpoint
CREATE INDEX "channel_assignments_account_idx" ON "channel_assignments" USING btree ("site_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_site_youtube_key" ON "channels" USING btree ("site_id","youtube_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_site_code_key" ON "channels" USING btree ("site_id","verification_code");--> statement-breakpoint
CREATE INDEX "channels_site_status_idx" ON "channels" USING btree ("site_id","status");