CREATE TABLE "purchasing_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"rate_plan" text NOT NULL,
	"type" text NOT NULL,
	"bundle_size_mb" integer DEFAULT 0 NOT NULL,
	"zone" text NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "purchasing_prices_price_check" CHECK ("purchasing_prices"."price" >= 0),
	CONSTRAINT "purchasing_prices_bundle_size_check" CHECK ("purchasing_prices"."bundle_size_mb" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchasing_prices" ADD CONSTRAINT "purchasing_prices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchasing_prices" ADD CONSTRAINT "purchasing_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchasing_prices_rate_plan_key" ON "purchasing_prices" USING btree ("supplier_id","type","bundle_size_mb","zone");--> statement-breakpoint
CREATE INDEX "purchasing_prices_list_idx" ON "purchasing_prices" USING btree ("supplier_id",lower("rate_plan"),"id");