CREATE TABLE "accounts" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"nickname" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "accounts_site_email_key" UNIQUE("site_id","email")
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"site_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "login_codes_site_id_code_hash_pk" PRIMARY KEY("site_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"site_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_site_id_token_hash_pk" PRIMARY KEY("site_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "site_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"site_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"design_id" text DEFAULT 'mcn-1' NOT NULL,
	"color_primary" text NOT NULL,
	"color_primary_dim" text NOT NULL,
	"logo_favicon" text,
	"logo_meta" text,
	"exclusive_logo" text,
	"is_playlist" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'KRW' NOT NULL,
	"default_language" text DEFAULT 'ko' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_site_id_account_id_accounts_site_id_id_fk" FOREIGN KEY ("site_id","account_id") REFERENCES "public"."accounts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_site_id_account_id_accounts_site_id_id_fk" FOREIGN KEY ("site_id","account_id") REFERENCES "public"."accounts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("site_id","account_id");--> statement-breakpoint
CREATE INDEX "site_domains_site_idx" ON "site_domains" USING btree ("site_id");