CREATE TABLE "channel_participants" (
	"channel_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "channel_participants_channel_id_user_id_pk" PRIMARY KEY("channel_id","user_id")
);
--> statement-breakpoint
DROP INDEX "channel_messages_channel_created_idx";--> statement-breakpoint
ALTER TABLE "channel_messages" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "direct_key" text;--> statement-breakpoint
ALTER TABLE "channel_participants" ADD CONSTRAINT "channel_participants_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_participants" ADD CONSTRAINT "channel_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_participants_user_idx" ON "channel_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "channel_messages_search_idx" ON "channel_messages" USING gin ((to_tsvector('simple'::regconfig, "search_text") || to_tsvector('spanish'::regconfig, "search_text") || to_tsvector('english'::regconfig, "search_text")));--> statement-breakpoint
CREATE UNIQUE INDEX "channels_direct_uq" ON "channels" USING btree ("workspace_id","direct_key");--> statement-breakpoint
CREATE INDEX "channel_messages_channel_created_idx" ON "channel_messages" USING btree ("channel_id","created_at","id");