ALTER TABLE "api_tokens" ADD COLUMN "scope" text DEFAULT 'read-write' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "project_ids" uuid[];