ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_discount";--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_product_id_plans_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."plans"("product_id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "campaigns_window_idx" ON "campaigns" USING btree ("ends_at","starts_at");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_money_back_days" CHECK ("campaigns"."money_back_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_discount" CHECK ("campaigns"."discount_percent" between 1 and 99);