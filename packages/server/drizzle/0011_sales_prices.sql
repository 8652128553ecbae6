CREATE TABLE "sales_price_batch_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"action" text NOT NULL,
	"sales_price_id" integer,
	"new_sales_price_id" integer,
	"old_price" numeric(12, 4) NOT NULL,
	"new_price" numeric(12, 4) NOT NULL,
	"old_end_month" integer,
	"old_reason" text DEFAULT '' NOT NULL,
	"old_batch_id" integer,
	"old_updated_at" timestamp with time zone NOT NULL,
	"old_updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sales_price_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"percentage" numeric(7, 2) NOT NULL,
	"reason" text NOT NULL,
	"start_month" integer NOT NULL,
	"decimals" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	CONSTRAINT "sales_price_batches_decimals_check" CHECK ("sales_price_batches"."decimals" in (2, 4))
);
--> statement-breakpoint
CREATE TABLE "sales_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"subcustomer_id" integer,
	"purchasing_price_id" integer,
	"invoice_line" text NOT NULL,
	"line_type" text NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"start_month" integer NOT NULL,
	"end_month" integer,
	"indexation" numeric(6, 3) DEFAULT '1.000' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "sales_prices_price_check" CHECK ("sales_prices"."price" >= 0),
	CONSTRAINT "sales_prices_indexation_check" CHECK ("sales_prices"."indexation" > 0),
	CONSTRAINT "sales_prices_period_check" CHECK ("sales_prices"."end_month" is null or "sales_prices"."end_month" >= "sales_prices"."start_month"),
	CONSTRAINT "sales_prices_line_type_check" CHECK ("sales_prices"."line_type" in ('subscription', 'data', 'sms', 'voice', 'oneOff'))
);
--> statement-breakpoint
ALTER TABLE "sales_price_batch_items" ADD CONSTRAINT "sales_price_batch_items_batch_id_sales_price_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sales_price_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_price_batch_items" ADD CONSTRAINT "sales_price_batch_items_sales_price_id_sales_prices_id_fk" FOREIGN KEY ("sales_price_id") REFERENCES "public"."sales_prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_price_batch_items" ADD CONSTRAINT "sales_price_batch_items_new_sales_price_id_sales_prices_id_fk" FOREIGN KEY ("new_sales_price_id") REFERENCES "public"."sales_prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_price_batch_items" ADD CONSTRAINT "sales_price_batch_items_old_batch_id_sales_price_batches_id_fk" FOREIGN KEY ("old_batch_id") REFERENCES "public"."sales_price_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_price_batch_items" ADD CONSTRAINT "sales_price_batch_items_old_updated_by_users_id_fk" FOREIGN KEY ("old_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_price_batches" ADD CONSTRAINT "sales_price_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_price_batches" ADD CONSTRAINT "sales_price_batches_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_prices" ADD CONSTRAINT "sales_prices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_prices" ADD CONSTRAINT "sales_prices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_prices" ADD CONSTRAINT "sales_prices_subcustomer_id_subcustomers_id_fk" FOREIGN KEY ("subcustomer_id") REFERENCES "public"."subcustomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_prices" ADD CONSTRAINT "sales_prices_purchasing_price_id_purchasing_prices_id_fk" FOREIGN KEY ("purchasing_price_id") REFERENCES "public"."purchasing_prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_prices" ADD CONSTRAINT "sales_prices_batch_id_sales_price_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sales_price_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_prices" ADD CONSTRAINT "sales_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_price_batch_items_batch_idx" ON "sales_price_batch_items" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "sales_price_batch_items_sales_price_idx" ON "sales_price_batch_items" USING btree ("sales_price_id");--> statement-breakpoint
CREATE INDEX "sales_price_batch_items_new_sales_price_idx" ON "sales_price_batch_items" USING btree ("new_sales_price_id");--> statement-breakpoint
CREATE INDEX "sales_price_batches_created_idx" ON "sales_price_batches" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_prices_organization_idx" ON "sales_prices" USING btree ("organization_id",lower("invoice_line"),"start_month","id");--> statement-breakpoint
CREATE INDEX "sales_prices_supplier_idx" ON "sales_prices" USING btree ("supplier_id","start_month");--> statement-breakpoint
CREATE INDEX "sales_prices_purchasing_price_idx" ON "sales_prices" USING btree ("purchasing_price_id");--> statement-breakpoint
CREATE INDEX "sales_prices_invoice_line_trgm_idx" ON "sales_prices" USING gin ("invoice_line" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_prices_batch_idx" ON "sales_prices" USING btree ("batch_id");