CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"subsystem" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'open' NOT NULL,
	"requested_by_id" integer,
	"handled_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subcustomer_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subcustomer_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"function" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subcustomers" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcustomer_contacts" ADD CONSTRAINT "subcustomer_contacts_subcustomer_id_subcustomers_id_fk" FOREIGN KEY ("subcustomer_id") REFERENCES "public"."subcustomers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_requests_organization_idx" ON "service_requests" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "subcustomer_contacts_subcustomer_idx" ON "subcustomer_contacts" USING btree ("subcustomer_id");