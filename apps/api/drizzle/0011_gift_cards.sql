CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"buyer_account_id" integer NOT NULL,
	"recipient_email" text,
	"sender_name" text,
	"message" text,
	"language" text NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"code_hash" text,
	"code_end" text,
	"code_once" text,
	"issued_at" timestamp with time zone,
	"mail_id" integer,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_cards_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_mail_id_pending_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."pending_mail"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_redeemed_by_accounts_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_cards_buyer_idx" ON "gift_cards" USING btree ("buyer_account_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_cards_code_once_idx" ON "gift_cards" USING btree ("issued_at") WHERE "gift_cards"."code_once" is not null;