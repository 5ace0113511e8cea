CREATE TABLE "mail_outbox" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" bigint,
	"to_address" text NOT NULL,
	"from_name" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "mail_outbox_state" CHECK ("mail_outbox"."state" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "mail_settings" (
	"site_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"locale" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_settings_site_id_account_id_pk" PRIMARY KEY("site_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"site_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_site_id_token_hash_pk" PRIMARY KEY("site_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_site_id_account_id_accounts_site_id_id_fk" FOREIGN KEY ("site_id","account_id") REFERENCES "public"."accounts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_site_id_account_id_accounts_site_id_id_fk" FOREIGN KEY ("site_id","account_id") REFERENCES "public"."accounts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_key" ON "mail_outbox" USING btree ("site_id","key");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "password_resets_account_idx" ON "password_resets" USING btree ("site_id","account_id","created_at");--> statement-breakpoint
-- ==== Hand-written (issue 26): tenant isolation, as every tenant table has it ============
SELECT portal_isolate_by_site(tenant) FROM unnest(ARRAY[
  'mail_outbox', 'mail_settings', 'password_resets'
]) AS tenant;
