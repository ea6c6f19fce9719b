CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"inquiry" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_nonce" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_status_known" CHECK ("newsletter_subscriptions"."status" in ('pending', 'subscribed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "partner_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"details" jsonb NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_applications_kind_known" CHECK ("partner_applications"."kind" in ('influencer', 'affiliate'))
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"device_user_id" text NOT NULL,
	"order_no" text,
	"account_id" integer,
	"order_id" integer,
	"receipt_file" text,
	"receipt_type" text NOT NULL,
	"receipt_bytes" integer NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refund_requests_status_known" CHECK ("refund_requests"."status" in ('received', 'in_review', 'refunded', 'declined')),
	CONSTRAINT "refund_requests_receipt_type_known" CHECK ("refund_requests"."receipt_type" in ('png', 'jpeg', 'webp', 'pdf')),
	CONSTRAINT "refund_requests_receipt_bytes_positive" CHECK ("refund_requests"."receipt_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "uninstall_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"reasons" text[] NOT NULL,
	"comment" text NOT NULL,
	"app_type" integer,
	"app_version" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "uninstall_surveys_reasons_known" CHECK (cardinality("uninstall_surveys"."reasons") > 0 and "uninstall_surveys"."reasons" <@ array['too_slow', 'connection_problems', 'too_many_ads', 'missing_location', 'site_not_working', 'privacy_concerns', 'temporary_need', 'switched_vpn', 'other']::text[])
);
--> statement-breakpoint
ALTER TABLE "pending_mail" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_unique" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_confirm_token_unique" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "partner_applications_created_idx" ON "partner_applications" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_reference_unique" ON "refund_requests" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_receipt_file_unique" ON "refund_requests" USING btree ("receipt_file");--> statement-breakpoint
CREATE INDEX "refund_requests_account_idx" ON "refund_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "uninstall_surveys_created_idx" ON "uninstall_surveys" USING btree ("created_at");