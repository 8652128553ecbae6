CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"code" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "shipments_organization_idx";--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "kind" text DEFAULT 'domestic' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "service_code" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "recipient_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "street_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "house_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "zip_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "country" text DEFAULT 'Nederland' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "country_code" text DEFAULT 'NL' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "sim_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "insurance_cents" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "carrier_status_code" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "carrier_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_once_idx" ON "shipment_events" USING btree ("shipment_id","code","occurred_at");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_sent_at_idx" ON "shipments" USING btree ("sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_subcustomer_idx" ON "shipments" USING btree ("subcustomer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_barcode_idx" ON "shipments" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "shipments_organization_idx" ON "shipments" USING btree ("organization_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
-- Shipments written before issue 14 (the demo seed's two per organization): sent when created, a barcode and the
-- organization as recipient, so the overview shows them like any other.
UPDATE "shipments" SET "sent_at" = "created_at", "barcode" = '3SPORT' || lpad("id"::text, 9, '0') WHERE "barcode" IS NULL;--> statement-breakpoint
UPDATE "shipments" AS s SET "recipient_name" = o."name" FROM "organizations" AS o WHERE o."id" = s."organization_id" AND s."recipient_name" = '';
