CREATE TABLE "notice_reads" (
	"site_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"notice_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_site_id_account_id_notice_id_pk" PRIMARY KEY("site_id","account_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "notice_texts" (
	"notice_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "notice_texts_notice_id_locale_pk" PRIMARY KEY("notice_id","locale"),
	CONSTRAINT "notice_texts_locale" CHECK ("notice_texts"."locale" in ('ko', 'en', 'zh-CN', 'zh-TW'))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" bigint,
	"pinned" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_site_id_account_id_accounts_site_id_id_fk" FOREIGN KEY ("site_id","account_id") REFERENCES "public"."accounts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_texts" ADD CONSTRAINT "notice_texts_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_reads_notice_idx" ON "notice_reads" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "notices_site_publish_idx" ON "notices" USING btree ("site_id","publish_at");