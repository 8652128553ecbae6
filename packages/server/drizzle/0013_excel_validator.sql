CREATE TABLE "excel_validations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"profile" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"row_count" integer NOT NULL,
	"error_count" integer NOT NULL,
	"errors" jsonb NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL,
	"applied_batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "excel_validations" ADD CONSTRAINT "excel_validations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_validations" ADD CONSTRAINT "excel_validations_applied_batch_id_sales_price_batches_id_fk" FOREIGN KEY ("applied_batch_id") REFERENCES "public"."sales_price_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "excel_validations_user_idx" ON "excel_validations" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);