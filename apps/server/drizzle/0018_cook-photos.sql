CREATE TABLE "recipe_photos" (
	"user_id" text NOT NULL,
	"recipe_id" text NOT NULL,
	"upload_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_photos_user_id_recipe_id_pk" PRIMARY KEY("user_id","recipe_id")
);
--> statement-breakpoint
ALTER TABLE "recipe_photos" ADD CONSTRAINT "recipe_photos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_photos" ADD CONSTRAINT "recipe_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_photos_upload_idx" ON "recipe_photos" USING btree ("upload_id");--> statement-breakpoint
INSERT INTO "recipe_photos" ("user_id", "recipe_id", "upload_id", "created_at", "updated_at")
SELECT s."user_id", s."recipe_id", u."id", u."created_at", u."created_at"
FROM "shown_recipes" s
JOIN "uploads" u ON u."user_id" = s."user_id" AND u."address" = s."recipe"->'imported'->>'photo'
WHERE s."recipe"->'imported'->>'by' = s."user_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "shown_recipes" SET "recipe" = "recipe" #- '{imported,photo}'
WHERE "recipe"->'imported' ? 'photo';--> statement-breakpoint
INSERT INTO "file_deletions" ("bucket", "key")
SELECT u."bucket", u."key" FROM "uploads" u
WHERE u."key" LIKE 'recipe-photos/%'
  AND NOT EXISTS (SELECT 1 FROM "recipe_photos" p WHERE p."upload_id" = u."id");--> statement-breakpoint
DELETE FROM "uploads" u
WHERE u."key" LIKE 'recipe-photos/%'
  AND NOT EXISTS (SELECT 1 FROM "recipe_photos" p WHERE p."upload_id" = u."id");
