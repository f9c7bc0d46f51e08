CREATE TABLE "food_saved" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"ingredient_id" text,
	"name" text NOT NULL,
	"grams" real,
	"saved_on" date NOT NULL,
	"how" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_saved_how_check" CHECK ("food_saved"."how" in ('used', 'cooked'))
);
--> statement-breakpoint
CREATE TABLE "pantry_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"ingredient_id" text,
	"name" text NOT NULL,
	"quantity" numeric,
	"unit" text,
	"place" text NOT NULL,
	"expires_on" date,
	"expiry_estimated" boolean DEFAULT false NOT NULL,
	"opened" boolean DEFAULT false NOT NULL,
	"added_on" date NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pantry_items_quantity_check" CHECK ("pantry_items"."quantity" > 0 and "pantry_items"."quantity" < 100000),
	CONSTRAINT "pantry_items_place_check" CHECK ("pantry_items"."place" in ('fridge', 'freezer', 'cupboard'))
);
--> statement-breakpoint
CREATE TABLE "recipe_generations" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recipe_generations_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "shown_recipes" (
	"user_id" text NOT NULL,
	"recipe_id" text NOT NULL,
	"recipe" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shown_recipes_user_id_recipe_id_pk" PRIMARY KEY("user_id","recipe_id")
);
--> statement-breakpoint
ALTER TABLE "food_saved" ADD CONSTRAINT "food_saved_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pantry_items" ADD CONSTRAINT "pantry_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_generations" ADD CONSTRAINT "recipe_generations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shown_recipes" ADD CONSTRAINT "shown_recipes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_saved_user_idx" ON "food_saved" USING btree ("user_id","saved_on");--> statement-breakpoint
CREATE UNIQUE INDEX "pantry_items_user_client_idx" ON "pantry_items" USING btree ("user_id","client_id");