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
CREATE INDEX "shipments_in_transit_idx" ON "shipments" USING btree ("polled_at") WHERE "shipments"."status" = 'inTransit';--> statement-breakpoint
-- Shipments written before carriers existed are the demo seed's: their history is fixed, no carrier tracks them.
UPDATE "shipments" SET "carrier" = 'demo';
