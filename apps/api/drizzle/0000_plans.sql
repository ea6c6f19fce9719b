CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	CONSTRAINT "plans_product_id_unique" UNIQUE("product_id"),
	CONSTRAINT "plans_price_minor_nonnegative" CHECK ("plans"."price_minor" >= 0),
	CONSTRAINT "plans_currency_iso4217" CHECK ("plans"."currency" ~ '^[A-Z]{3}$')
);
