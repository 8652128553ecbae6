-- Trigram indexes for the shipment search (PGlite loads the extension in db/client.ts; PostgreSQL ships it in contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "shipments_organization_idx";--> statement-breakpoint
DROP INDEX "shipments_sent_at_idx";--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "recipient_phone" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "recipient_email" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "state_province_code" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "box_type" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "width_cm" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "product_description" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "total_cost_cents" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "carrier" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "polled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_kind_idx" ON "shipments" USING btree ("kind","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_type_idx" ON "shipments" USING btree ("type","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_reference_idx" ON "shipments" USING btree ("reference","id");--> statement-breakpoint
CREATE INDEX "shipments_recipient_idx" ON "shipments" USING btree ("recipient_name","id");--> statement-breakpoint
CREATE INDEX "shipments_reference_trgm_idx" ON "shipments" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_barcode_trgm_idx" ON "shipments" USING gin ("barcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipments_in_transit_idx" ON "shipments" USING btree ("polled_at" NULLS FIRST,"id") WHERE "shipments"."status" = 'inTransit' and "shipments"."carrier" <> 'demo';--> statement-breakpoint
CREATE INDEX "shipments_organization_idx" ON "shipments" USING btree ("organization_id","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_sent_at_idx" ON "shipments" USING btree ("sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Shipments written before carriers existed are the demo seed's: their history is fixed, no carrier tracks them.
UPDATE "shipments" SET "carrier" = 'demo';
