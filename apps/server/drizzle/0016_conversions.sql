CREATE TABLE "conversion_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_name" text NOT NULL,
	"event_id" text NOT NULL,
	"action_source" text NOT NULL,
	"platform" text NOT NULL,
	"value" numeric NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "conversion_events_outcome_check" CHECK ("conversion_events"."outcome" in ('not_configured', 'no_consent', 'queued', 'sent', 'failed')),
	CONSTRAINT "conversion_events_platform_check" CHECK ("conversion_events"."platform" in ('web', 'ios', 'android'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_events_event_id_idx" ON "conversion_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "conversion_events_created_idx" ON "conversion_events" USING btree ("created_at");