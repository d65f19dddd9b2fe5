CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"source" text NOT NULL,
	"tier" text NOT NULL,
	"priority_score" integer DEFAULT 100 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"granted_by_user_id" integer,
	"reference" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_grants_source_check" CHECK ("premium_grants"."source" in ('upgrade', 'subscription', 'admin')),
	CONSTRAINT "premium_grants_priority_check" CHECK ("premium_grants"."priority_score" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "deployment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"agent_id" integer,
	"agent_name" text NOT NULL,
	"service" text DEFAULT 'guidance' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_status" text DEFAULT 'none' NOT NULL,
	"payment_reference" text,
	"message" text,
	"admin_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deployment_requests_service_check" CHECK ("deployment_requests"."service" in ('guidance', 'full-service')),
	CONSTRAINT "deployment_requests_status_check" CHECK ("deployment_requests"."status" in ('open', 'in-progress', 'done', 'cancelled')),
	CONSTRAINT "deployment_requests_payment_check" CHECK ("deployment_requests"."payment_status" in ('none', 'pending', 'paid', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "premium_tier" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "premium_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "premium_grants" ADD CONSTRAINT "premium_grants_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_requests" ADD CONSTRAINT "deployment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_requests" ADD CONSTRAINT "deployment_requests_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "premium_grants_agent_idx" ON "premium_grants" USING btree ("agent_id","ends_at");--> statement-breakpoint
CREATE INDEX "premium_grants_ends_idx" ON "premium_grants" USING btree ("ends_at") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "deployment_requests_status_idx" ON "deployment_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "deployment_requests_user_idx" ON "deployment_requests" USING btree ("user_id","created_at");