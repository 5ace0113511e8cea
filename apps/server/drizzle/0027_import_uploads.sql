CREATE TABLE "import_upload_chunks" (
	"site_id" bigint NOT NULL,
	"upload_id" text NOT NULL,
	"offset" bigint NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "import_upload_chunks_site_id_upload_id_offset_pk" PRIMARY KEY("site_id","upload_id","offset")
);
--> statement-breakpoint
CREATE TABLE "import_uploads" (
	"site_id" bigint NOT NULL,
	"id" text NOT NULL,
	"operator" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'uploading' NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"summary" jsonb,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_uploads_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "import_uploads_received" CHECK ("import_uploads"."received" >= 0 and "import_uploads"."received" <= "import_uploads"."size" and "import_uploads"."bytes_read" >= 0)
);
--> statement-breakpoint
ALTER TABLE "import_upload_chunks" ADD CONSTRAINT "import_upload_chunks_site_id_upload_id_import_uploads_site_id_id_fk" FOREIGN KEY ("site_id","upload_id") REFERENCES "public"."import_uploads"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_uploads_id_idx" ON "import_uploads" USING btree ("id");--> statement-breakpoint
CREATE INDEX "import_uploads_operator_idx" ON "import_uploads" USING btree ("operator","created_at");--> statement-breakpoint
-- ==== Hand-written (issue 31): tenant isolation ===========================================
-- An upload and its bytes belong to the site they are imported into (0019's function).
SELECT portal_isolate_by_site('import_uploads');--> statement-breakpoint
SELECT portal_isolate_by_site('import_upload_chunks');
