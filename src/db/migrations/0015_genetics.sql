CREATE TABLE "genetics_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"created_by" text,
	"objective" text NOT NULL,
	"seed" integer NOT NULL,
	"population" integer NOT NULL,
	"generations" integer NOT NULL,
	"runs_per_genome" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_genome" jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"finished_at" timestamp with time zone,
	"adopted_genes" jsonb,
	"adopted_at" timestamp with time zone,
	"adopted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_genomes" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"traits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "genetics_runs" ADD CONSTRAINT "genetics_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genetics_runs" ADD CONSTRAINT "genetics_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genetics_runs" ADD CONSTRAINT "genetics_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genetics_runs" ADD CONSTRAINT "genetics_runs_adopted_by_users_id_fk" FOREIGN KEY ("adopted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_genomes" ADD CONSTRAINT "project_genomes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_genomes" ADD CONSTRAINT "project_genomes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_genomes" ADD CONSTRAINT "project_genomes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "genetics_runs_project_idx" ON "genetics_runs" USING btree ("project_id","created_at");