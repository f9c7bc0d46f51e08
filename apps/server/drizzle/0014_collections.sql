CREATE TABLE "collection_recipes" (
	"collection_id" uuid NOT NULL,
	"recipe_id" text NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_recipes_collection_id_recipe_id_pk" PRIMARY KEY("collection_id","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"cover_recipe_id" text,
	"share_id" uuid,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reporter_user_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "content_reports_kind_check" CHECK ("content_reports"."kind" in ('recipe', 'collection')),
	CONSTRAINT "content_reports_status_check" CHECK ("content_reports"."status" in ('open', 'hidden', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "hidden_recipes" (
	"recipe_id" text PRIMARY KEY NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shown_recipes" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collection_recipes" ADD CONSTRAINT "collection_recipes_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_user_id_user_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_recipes_recipe_idx" ON "collection_recipes" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "collections_user_idx" ON "collections" USING btree ("user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_default_idx" ON "collections" USING btree ("user_id") WHERE "collections"."is_default";--> statement-breakpoint
CREATE INDEX "collections_share_idx" ON "collections" USING btree ("share_id") WHERE "collections"."share_id" is not null;--> statement-breakpoint
CREATE INDEX "content_reports_status_idx" ON "content_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shown_recipes_shared_idx" ON "shown_recipes" USING btree ("recipe_id","shared_at") WHERE "shown_recipes"."shared_at" is not null;--> statement-breakpoint
INSERT INTO "collections" ("user_id", "name", "is_default", "position")
SELECT DISTINCT "user_id", 'Saved', true, 0 FROM "shown_recipes" WHERE "saved_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "collection_recipes" ("collection_id", "recipe_id", "position", "added_at")
SELECT c."id", s."recipe_id",
       row_number() OVER (PARTITION BY s."user_id" ORDER BY s."saved_at" DESC, s."recipe_id") - 1,
       s."saved_at"
FROM "shown_recipes" s JOIN "collections" c ON c."user_id" = s."user_id" AND c."is_default"
WHERE s."saved_at" IS NOT NULL;
