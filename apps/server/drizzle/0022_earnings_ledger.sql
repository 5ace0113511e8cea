CREATE TABLE "ledger_entries" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"currency" text NOT NULL,
	"month" date,
	"channel_youtube_id" text,
	"channel_row_id" bigint,
	"withdrawal_id" bigint,
	"close_month" date,
	"made_by" text NOT NULL,
	"made_by_account_id" bigint,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('month_earnings', 'withheld', 'released', 'adjustment', 'withdrawal', 'withdrawal_returned', 'forfeit'))
);
--> statement-breakpoint
CREATE TABLE "month_closes" (
	"site_id" bigint NOT NULL,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"members" integer NOT NULL,
	"gross_micros" bigint NOT NULL,
	"net_micros" bigint NOT NULL,
	"withheld_micros" bigint NOT NULL,
	"released_micros" bigint NOT NULL,
	"adjustment_micros" bigint NOT NULL,
	"closed_by" text NOT NULL,
	"closed_by_account_id" bigint,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "month_closes_site_id_month_pk" PRIMARY KEY("site_id","month")
);
--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"site_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"sealed" text NOT NULL,
	"masked" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_methods_site_id_account_id_pk" PRIMARY KEY("site_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "payout_settings" (
	"site_id" bigint PRIMARY KEY NOT NULL,
	"withdrawal_threshold_micros" bigint,
	"auto_close_day" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"site_id" bigint NOT NULL,
	"month" date NOT NULL,
	"account_id" bigint NOT NULL,
	"email" text NOT NULL,
	"nickname" text NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"adjustments" jsonb NOT NULL,
	"payouts" jsonb NOT NULL,
	"balance_before_micros" bigint NOT NULL,
	"balance_after_micros" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_site_id_month_account_id_pk" PRIMARY KEY("site_id","month","account_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"amount_micros" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"method_sealed" text NOT NULL,
	"method_masked" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	"paid_on" date,
	"reference" text,
	"reject_reason" text,
	CONSTRAINT "withdrawals_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "withdrawals_state" CHECK ("withdrawals"."state" in ('requested', 'approved', 'paid', 'rejected', 'cancelled')),
	CONSTRAINT "withdrawals_positive" CHECK ("withdrawals"."amount_micros" > 0)
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("site_id","account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_close_idx" ON "ledger_entries" USING btree ("site_id","close_month");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_idempotency_key" ON "withdrawals" USING btree ("site_id","account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_open_key" ON "withdrawals" USING btree ("site_id","account_id") WHERE state in ('requested', 'approved');--> statement-breakpoint
CREATE INDEX "withdrawals_state_idx" ON "withdrawals" USING btree ("site_id","state","id");--> statement-breakpoint
-- ==== Hand-written (issue 25): append-only books and tenant isolation ====================
-- The ledger, the closed months and the statements are written once: the database itself
-- refuses to change or remove a row (design §9), whoever asks, so a bug or a hand-typed
-- query cannot rewrite what a member was owed or paid.
CREATE FUNCTION refuse_change_of_books() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION refuse_change_of_books();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_books();--> statement-breakpoint
CREATE TRIGGER month_closes_append_only BEFORE UPDATE OR DELETE ON "month_closes"
  FOR EACH ROW EXECUTE FUNCTION refuse_change_of_books();--> statement-breakpoint
CREATE TRIGGER statements_append_only BEFORE UPDATE OR DELETE ON "statements"
  FOR EACH ROW EXECUTE FUNCTION refuse_change_of_books();--> statement-breakpoint
-- Tenant isolation, as every tenant table has it. The function is 0019's, made again
-- here for databases that applied an earlier text of 0019 without it.
CREATE OR REPLACE FUNCTION portal_isolate_by_site(tenant text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant);
  EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant);
  EXECUTE format(
    'CREATE POLICY site_isolation ON %I USING ('
    'site_id = (SELECT nullif(current_setting(''portal.site_id'', true), '''')::bigint) '
    'OR (SELECT current_setting(''portal.all_sites'', true)) = ''on'')',
    tenant);
END $$;
--> statement-breakpoint
SELECT portal_isolate_by_site(tenant) FROM unnest(ARRAY[
  'ledger_entries', 'month_closes', 'statements', 'payout_methods', 'withdrawals',
  'payout_settings'
]) AS tenant;
