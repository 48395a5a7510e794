-- Statements of reasons, appeals, seller mail and staff notifications (decision 057).
-- The language a person last used, so a mail to them speaks it (null: English).
ALTER TABLE "users" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lang_check" CHECK ("users"."lang" in ('en', 'fr', 'ar'));--> statement-breakpoint
-- What a statement of reasons names beside the reason: the version the rejection was made on,
-- and whether a duplicate or risk signal was on the listing then.
ALTER TABLE "products" ADD COLUMN "rejected_version" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rejection_signals" boolean;--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"seller_id" integer,
	"rejected_version" integer NOT NULL,
	"rejected_by" integer,
	"rejected_at" timestamp with time zone NOT NULL,
	"rejection_reason" text NOT NULL,
	"rejection_note" text,
	"rejection_signals" boolean DEFAULT false NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"decision_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeals_status_check" CHECK ("appeals"."status" in ('open', 'decided')),
	CONSTRAINT "appeals_outcome_check" CHECK ("appeals"."outcome" in ('uphold', 'overturn'))
);--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One appeal per rejection: a rejection is its listing and its time.
CREATE UNIQUE INDEX "appeals_rejection_idx" ON "appeals" USING btree ("product_id","rejected_at");--> statement-breakpoint
CREATE INDEX "appeals_status_idx" ON "appeals" USING btree ("status","id");--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer NOT NULL,
	"appeal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('appeal', 'resubmitted', 'signal'))
);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- A mail sent for one event (a rejection, an approval, an appeal's outcome), written in the
-- transaction that sends it: a job run twice finds its key and sends nothing.
CREATE TABLE "sent_mails" (
	"event_key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
