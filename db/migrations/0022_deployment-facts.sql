-- Decision 030: self_deployable null means "the sources do not say" (no more default true).
-- The stored deployment facts of agents already in the database are brought in line with
-- server/shared/derive-deployment-facts.ts by the data fix 'deployment-facts-1' (db/data-fixes.ts),
-- which runs once after the migrations and is recorded in applied_data_fixes.
CREATE TABLE "applied_data_fixes" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ALTER COLUMN "self_deployable" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "agents" ALTER COLUMN "self_deployable" DROP NOT NULL;