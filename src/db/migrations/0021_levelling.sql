CREATE TABLE "levelling_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"applied_by" text,
	"changes" jsonb NOT NULL,
	"days_before" integer NOT NULL,
	"days_after" integer NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "levelling_runs" ADD CONSTRAINT "levelling_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "levelling_runs" ADD CONSTRAINT "levelling_runs_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "levelling_runs_project_created_idx" ON "levelling_runs" USING btree ("project_id","created_at");