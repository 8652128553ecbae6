CREATE TABLE "inbound_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"sender_email" text NOT NULL,
	"ticket_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"file_name" text,
	"content_type" text,
	"size_bytes" bigint,
	"sha256" text,
	"storage_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "videos_kind_source_check" CHECK (("videos"."kind" = 'link' and "videos"."url" is not null and "videos"."storage_key" is null) or ("videos"."kind" = 'file' and "videos"."url" is null and "videos"."storage_key" is not null and "videos"."file_name" is not null and "videos"."content_type" is not null and "videos"."size_bytes" is not null))
);
--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_mails_message_sender_idx" ON "inbound_mails" USING btree ("message_id","sender_email");--> statement-breakpoint
CREATE INDEX "inbound_mails_ticket_idx" ON "inbound_mails" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "videos_locale_category_idx" ON "videos" USING btree ("locale","category");