CREATE TABLE "partner_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"network" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "partner_notices" ADD CONSTRAINT "partner_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_notices_order_event_unique" ON "partner_notices" USING btree ("order_id","event");--> statement-breakpoint
CREATE INDEX "partner_notices_due_idx" ON "partner_notices" USING btree ("next_attempt_at") WHERE "partner_notices"."sent_at" is null and "partner_notices"."failed_at" is null;