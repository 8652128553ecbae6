CREATE TABLE "roaming_entries" (
	"version_id" integer NOT NULL,
	"mcc_mnc" text NOT NULL,
	"position" integer NOT NULL,
	"country" text NOT NULL,
	"operator" text NOT NULL,
	"technologies" text[] NOT NULL,
	CONSTRAINT "roaming_entries_version_id_mcc_mnc_pk" PRIMARY KEY("version_id","mcc_mnc")
);
--> statement-breakpoint
CREATE TABLE "roaming_list_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"entry_count" integer NOT NULL,
	"added" integer,
	"removed" integer,
	"changed" integer,
	"uploaded_by" integer,
	"uploaded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "portal_url" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "description_nl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "logo_content_type" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "logo_sha256" text;--> statement-breakpoint
ALTER TABLE "roaming_entries" ADD CONSTRAINT "roaming_entries_version_id_roaming_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."roaming_list_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roaming_list_versions" ADD CONSTRAINT "roaming_list_versions_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roaming_list_versions" ADD CONSTRAINT "roaming_list_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roaming_list_versions_supplier_idx" ON "roaming_list_versions" USING btree ("supplier_id","id" DESC NULLS LAST);