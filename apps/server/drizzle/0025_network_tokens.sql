CREATE TABLE "network_tokens" (
	"site_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "network_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "network_tokens_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "network_tokens_hash_key" ON "network_tokens" USING btree ("site_id","token_hash");--> statement-breakpoint
-- ==== Hand-written (issue 30): tenant isolation ===========================================
-- A network's tokens are its own rows, as every tenant table's are (0019's function).
SELECT portal_isolate_by_site('network_tokens');
