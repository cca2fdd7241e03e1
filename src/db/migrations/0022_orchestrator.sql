CREATE TABLE "orchestrator_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scenario_id" uuid NOT NULL,
	"user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orchestrator_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"scenario_id" uuid,
	"scenario_name" text NOT NULL,
	"reasons" text NOT NULL,
	"changes" jsonb NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"replaced" jsonb NOT NULL,
	"applied_by" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" text,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orchestrator_scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"project_ids" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orchestrator_votes" (
	"scenario_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orchestrator_votes_scenario_id_user_id_pk" PRIMARY KEY("scenario_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "orchestrator_comments" ADD CONSTRAINT "orchestrator_comments_scenario_id_orchestrator_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."orchestrator_scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestrator_comments" ADD CONSTRAINT "orchestrator_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestrator_decisions" ADD CONSTRAINT "orchestrator_decisions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestrator_decisions" ADD CONSTRAINT "orchestrator_decisions_scenario_id_orchestrator_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."orchestrator_scenarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestrator_decisions" ADD CONSTRAINT "orchestrator_decisions_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestrator_decisions" ADD CONSTRAINT "orchestrator_decisions_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestrator_scenarios" ADD CONSTRAINT "orchestrator_scenarios_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestrator_scenarios" ADD CONSTRAINT "orchestrator_scenarios_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestrator_votes" ADD CONSTRAINT "orchestrator_votes_scenario_id_orchestrator_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."orchestrator_scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestrator_votes" ADD CONSTRAINT "orchestrator_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orchestrator_comments_scenario_idx" ON "orchestrator_comments" USING btree ("scenario_id","created_at");--> statement-breakpoint
CREATE INDEX "orchestrator_decisions_workspace_idx" ON "orchestrator_decisions" USING btree ("workspace_id","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orchestrator_scenarios_workspace_idx" ON "orchestrator_scenarios" USING btree ("workspace_id","created_at" DESC NULLS LAST);