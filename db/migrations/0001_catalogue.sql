CREATE TABLE "agent_provenance" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"directory" text NOT NULL,
	"licence" text NOT NULL,
	"source_url" text NOT NULL,
	"external_id" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"source" text NOT NULL,
	"industry" text DEFAULT 'general' NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"difficulty" text DEFAULT 'intermediate' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"link" text NOT NULL,
	"canonical_url" text NOT NULL,
	"repo_full_name" text,
	"model_id" text,
	"api_endpoint" text,
	"api_source" text,
	"builder_profile" text,
	"builder_url" text,
	"owner_user_id" integer,
	"is_premium" boolean DEFAULT false NOT NULL,
	"premium_until" timestamp with time zone,
	"priority_score" integer DEFAULT 0 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"pricing_type" text DEFAULT 'free' NOT NULL,
	"average_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"total_ratings" integer DEFAULT 0 NOT NULL,
	"self_deployable" boolean DEFAULT true NOT NULL,
	"deployment_complexity" text,
	"infrastructure_needed" text,
	"deployment_guide" text,
	"stars" integer,
	"likes" integer,
	"downloads" integer,
	"language" text,
	"licence" text,
	"link_status" text DEFAULT 'unknown' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"link_checked_at" timestamp with time zone,
	"locked_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (agent_search_vector(name, description, tags, industry, category)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_provenance" ADD CONSTRAINT "agent_provenance_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_provenance_directory_entry_key" ON "agent_provenance" USING btree ("directory","external_id");--> statement-breakpoint
CREATE INDEX "agent_provenance_agent_idx" ON "agent_provenance" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_slug_key" ON "agents" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_canonical_url_key" ON "agents" USING btree ("canonical_url");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_repo_full_name_key" ON "agents" USING btree ("repo_full_name");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_model_id_key" ON "agents" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "agents_search_vector_idx" ON "agents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "agents_name_trgm_idx" ON "agents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agents_tags_idx" ON "agents" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "agents_industry_idx" ON "agents" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "agents_category_idx" ON "agents" USING btree ("category");--> statement-breakpoint
CREATE INDEX "agents_source_idx" ON "agents" USING btree ("source");--> statement-breakpoint
CREATE INDEX "agents_difficulty_idx" ON "agents" USING btree ("difficulty");--> statement-breakpoint
CREATE INDEX "agents_price_idx" ON "agents" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "agents_rank_idx" ON "agents" USING btree ("priority_score" DESC NULLS LAST,"average_rating" DESC NULLS LAST,"total_ratings" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "agents_rating_idx" ON "agents" USING btree ("average_rating" DESC NULLS LAST,"total_ratings" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "agents_reviews_idx" ON "agents" USING btree ("total_ratings" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "agents_newest_idx" ON "agents" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "agents_stars_idx" ON "agents" USING btree ("stars" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "search_lexicon_word_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);