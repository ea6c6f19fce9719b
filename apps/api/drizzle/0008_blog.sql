CREATE TABLE "blog_post_tags" (
	"post_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "blog_post_tags_post_id_term_id_pk" PRIMARY KEY("post_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "blog_post_versions" (
	"post_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"toc" jsonb NOT NULL,
	"hero_alt" text DEFAULT '' NOT NULL,
	"words" integer NOT NULL,
	"yoast" jsonb,
	"source_hash" text NOT NULL,
	"search" "tsvector" NOT NULL,
	CONSTRAINT "blog_post_versions_post_id_language_pk" PRIMARY KEY("post_id","language")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"is_wp" boolean DEFAULT false NOT NULL,
	"short_path" text,
	"wp_id" integer,
	"category_id" integer,
	"author_id" integer,
	"hero" jsonb,
	"featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_term_names" (
	"term_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "blog_term_names_term_id_language_pk" PRIMARY KEY("term_id","language")
);
--> statement-breakpoint
CREATE TABLE "blog_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"wp_id" integer
);
--> statement-breakpoint
ALTER TABLE "blog_post_tags" ADD CONSTRAINT "blog_post_tags_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tags" ADD CONSTRAINT "blog_post_tags_term_id_blog_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."blog_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_versions" ADD CONSTRAINT "blog_post_versions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_terms_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_blog_terms_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."blog_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_term_names" ADD CONSTRAINT "blog_term_names_term_id_blog_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."blog_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_tags_term_idx" ON "blog_post_tags" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "blog_post_versions_search_idx" ON "blog_post_versions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "blog_post_versions_language_idx" ON "blog_post_versions" USING btree ("language");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_key_unique" ON "blog_posts" USING btree ("is_wp","short_path");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_wp_id_unique" ON "blog_posts" USING btree ("wp_id");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_terms_kind_slug_unique" ON "blog_terms" USING btree ("kind","slug");