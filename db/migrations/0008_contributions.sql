CREATE TABLE "agent_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"verification_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	"note" text,
	CONSTRAINT "agent_claims_method_check" CHECK ("agent_claims"."method" in ('github-file', 'admin')),
	CONSTRAINT "agent_claims_status_check" CHECK ("agent_claims"."status" in ('pending', 'verified', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "user_contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"submitter_id" integer NOT NULL,
	"agent_name" text NOT NULL,
	"agent_description" text NOT NULL,
	"agent_link" text NOT NULL,
	"canonical_url" text NOT NULL,
	"use_case" text NOT NULL,
	"industry" text DEFAULT 'general' NOT NULL,
	"difficulty" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"deployment_guide" text,
	"github_repo" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"reviewed_by_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"published_agent_id" integer,
	CONSTRAINT "user_contributions_status_check" CHECK ("user_contributions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "agent_claims" ADD CONSTRAINT "agent_claims_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_claims" ADD CONSTRAINT "agent_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_claims" ADD CONSTRAINT "agent_claims_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contributions" ADD CONSTRAINT "user_contributions_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contributions" ADD CONSTRAINT "user_contributions_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contributions" ADD CONSTRAINT "user_contributions_published_agent_id_agents_id_fk" FOREIGN KEY ("published_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_claims_open_key" ON "agent_claims" USING btree ("agent_id","user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "agent_claims_status_idx" ON "agent_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "agent_claims_user_idx" ON "agent_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_contributions_status_idx" ON "user_contributions" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "user_contributions_submitter_idx" ON "user_contributions" USING btree ("submitter_id","submitted_at");--> statement-breakpoint
CREATE INDEX "user_contributions_canonical_url_idx" ON "user_contributions" USING btree ("canonical_url");