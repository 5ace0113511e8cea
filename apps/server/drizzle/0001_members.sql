CREATE TABLE "audit_log" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_account_id" bigint,
	"action" text NOT NULL,
	"target_account_id" bigint,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" "inet",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "fee_rates" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "fee_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"fee_rate_bp" integer NOT NULL,
	"effective_from" date NOT NULL,
	"changed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_rates_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "fee_rates_range" CHECK ("fee_rates"."fee_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_site_email_key";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fee_rates" ADD CONSTRAINT "fee_rates_site_id_account_id_accounts_site_id_id_fk" FOREIGN KEY ("site_id","account_id") REFERENCES "public"."accounts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("site_id","target_account_id");--> statement-breakpoint
CREATE INDEX "fee_rates_account_idx" ON "fee_rates" USING btree ("site_id","account_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_site_email_live_key" ON "accounts" USING btree ("site_id","email") WHERE deleted_at is null;