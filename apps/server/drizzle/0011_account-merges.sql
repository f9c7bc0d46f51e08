CREATE TABLE "account_merges" (
	"user_id" text PRIMARY KEY NOT NULL,
	"outcome" jsonb NOT NULL,
	"aside_plan" jsonb,
	"aside_from" text,
	"notice_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pantry_items" ADD COLUMN "merged_client_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "account_merges" ADD CONSTRAINT "account_merges_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;