ALTER TABLE "agents" ADD COLUMN "merged_into_agent_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "builder_granted_at" timestamp with time zone;