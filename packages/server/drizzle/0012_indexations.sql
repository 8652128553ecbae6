CREATE TABLE "indexations" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_month" integer NOT NULL,
	"end_month" integer,
	"value" numeric(6, 3) NOT NULL,
	"price_tier_set_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "indexations_period_check" CHECK ("indexations"."end_month" is null or "indexations"."end_month" >= "indexations"."start_month")
);
--> statement-breakpoint
ALTER TABLE "sales_price_batches" ALTER COLUMN "percentage" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_price_batch_items" ADD COLUMN "tail_sales_price_id" integer;--> statement-breakpoint
ALTER TABLE "sales_price_batch_items" ADD COLUMN "old_indexation" numeric(6, 3) DEFAULT '1.000' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_price_batch_items" ADD COLUMN "new_indexation" numeric(6, 3) DEFAULT '1.000' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_price_batches" ADD COLUMN "kind" text DEFAULT 'percentage' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_price_batches" ADD COLUMN "indexation_id" integer;--> statement-breakpoint
ALTER TABLE "sales_price_batches" ADD COLUMN "indexation_value" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "sales_price_batches" ADD COLUMN "end_month" integer;--> statement-breakpoint
ALTER TABLE "indexations" ADD CONSTRAINT "indexations_price_tier_set_id_price_tier_sets_id_fk" FOREIGN KEY ("price_tier_set_id") REFERENCES "public"."price_tier_sets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indexations" ADD CONSTRAINT "indexations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indexations" ADD CONSTRAINT "indexations_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indexations_start_idx" ON "indexations" USING btree ("start_month" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "indexations_price_tier_set_idx" ON "indexations" USING btree ("price_tier_set_id");--> statement-breakpoint
ALTER TABLE "sales_price_batch_items" ADD CONSTRAINT "sales_price_batch_items_tail_sales_price_id_sales_prices_id_fk" FOREIGN KEY ("tail_sales_price_id") REFERENCES "public"."sales_prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_price_batches" ADD CONSTRAINT "sales_price_batches_indexation_id_indexations_id_fk" FOREIGN KEY ("indexation_id") REFERENCES "public"."indexations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_price_batch_items_tail_sales_price_idx" ON "sales_price_batch_items" USING btree ("tail_sales_price_id");--> statement-breakpoint
CREATE INDEX "sales_price_batches_indexation_idx" ON "sales_price_batches" USING btree ("indexation_id");--> statement-breakpoint
-- Items recorded before issue 17: a percentage batch leaves the row's indexation as it was.
UPDATE "sales_price_batch_items" i SET "old_indexation" = sp."indexation", "new_indexation" = sp."indexation" FROM "sales_prices" sp WHERE sp."id" = i."sales_price_id";
