CREATE TABLE "import_mappings" (
	"workspace_id" text NOT NULL,
	"source" text NOT NULL,
	"entity" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"number_locale" text DEFAULT 'auto' NOT NULL,
	"date_order" text DEFAULT 'auto' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_workspace_id_source_entity_pk" PRIMARY KEY("workspace_id","source","entity")
);
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "source" text DEFAULT 'generic' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;