CREATE TABLE "innovation_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idea_id" uuid NOT NULL,
	"user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "innovation_ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"problem" text DEFAULT '' NOT NULL,
	"expected_benefit" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'idea' NOT NULL,
	"discard_reason" text,
	"scoring_method" text DEFAULT 'rice' NOT NULL,
	"reach" double precision,
	"impact" double precision,
	"confidence" double precision,
	"effort" double precision,
	"ease" double precision,
	"project_id" uuid,
	"converted_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "innovation_votes" (
	"idea_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "innovation_votes_idea_id_user_id_pk" PRIMARY KEY("idea_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "innovation_comments" ADD CONSTRAINT "innovation_comments_idea_id_innovation_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."innovation_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "innovation_comments" ADD CONSTRAINT "innovation_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "innovation_ideas" ADD CONSTRAINT "innovation_ideas_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "innovation_ideas" ADD CONSTRAINT "innovation_ideas_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "innovation_ideas" ADD CONSTRAINT "innovation_ideas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "innovation_votes" ADD CONSTRAINT "innovation_votes_idea_id_innovation_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."innovation_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "innovation_votes" ADD CONSTRAINT "innovation_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "innovation_comments_idea_created_idx" ON "innovation_comments" USING btree ("idea_id","created_at");--> statement-breakpoint
CREATE INDEX "innovation_ideas_workspace_created_idx" ON "innovation_ideas" USING btree ("workspace_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "innovation_ideas_project_idx" ON "innovation_ideas" USING btree ("project_id");