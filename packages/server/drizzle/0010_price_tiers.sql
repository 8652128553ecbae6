CREATE TABLE "price_tier_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "price_tier_sets_kind_check" CHECK ("price_tier_sets"."kind" in ('price', 'percentage'))
);
--> statement-breakpoint
CREATE TABLE "price_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"position" integer NOT NULL,
	"from_quantity" integer NOT NULL,
	"to_quantity" integer,
	"value" numeric(12, 4) NOT NULL,
	CONSTRAINT "price_tiers_position_check" CHECK ("price_tiers"."position" >= 0),
	CONSTRAINT "price_tiers_from_quantity_check" CHECK ("price_tiers"."from_quantity" >= 1),
	CONSTRAINT "price_tiers_to_quantity_check" CHECK ("price_tiers"."to_quantity" is null or "price_tiers"."to_quantity" >= "price_tiers"."from_quantity"),
	CONSTRAINT "price_tiers_value_check" CHECK ("price_tiers"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "price_tier_sets" ADD CONSTRAINT "price_tier_sets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tiers" ADD CONSTRAINT "price_tiers_set_id_price_tier_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."price_tier_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_tier_sets_name_key" ON "price_tier_sets" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "price_tiers_position_key" ON "price_tiers" USING btree ("set_id","position");