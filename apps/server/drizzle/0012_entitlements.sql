CREATE TABLE "entitlement_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"store" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlement_events_event_unique" UNIQUE("store","event_id"),
	CONSTRAINT "entitlement_events_store_check" CHECK ("entitlement_events"."store" in ('web', 'app_store', 'play', 'granted'))
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"user_id" text NOT NULL,
	"entitlement" text DEFAULT 'pro' NOT NULL,
	"store" text NOT NULL,
	"plan" text,
	"product_id" text,
	"expires_at" timestamp with time zone,
	"will_renew" boolean NOT NULL,
	"customer_id" text,
	"subscription_id" text,
	"state_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlements_user_id_entitlement_pk" PRIMARY KEY("user_id","entitlement"),
	CONSTRAINT "entitlements_store_check" CHECK ("entitlements"."store" in ('web', 'app_store', 'play', 'granted')),
	CONSTRAINT "entitlements_plan_check" CHECK ("entitlements"."plan" is null or "entitlements"."plan" in ('monthly', 'yearly'))
);
--> statement-breakpoint
ALTER TABLE "entitlement_events" ADD CONSTRAINT "entitlement_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entitlement_events_user_idx" ON "entitlement_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "entitlements_customer_idx" ON "entitlements" USING btree ("store","customer_id");