CREATE TABLE "crawl_run_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"fetched" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"skipped_not_free" integer DEFAULT 0 NOT NULL,
	"skipped_invalid" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"error_messages" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crawl_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"source_keys" text[] NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"requested_by_user_id" integer,
	"owner" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"progress" jsonb DEFAULT '{"currentSource":null,"sourcesDone":0,"sourcesTotal":0,"entriesDone":0}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crawler_http_cache" (
	"url" text PRIMARY KEY NOT NULL,
	"etag" text NOT NULL,
	"link" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "github_repository_aliases" (
	"alias" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"repository_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crawl_run_sources" ADD CONSTRAINT "crawl_run_sources_run_id_crawl_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."crawl_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crawl_run_sources_run_source_key" ON "crawl_run_sources" USING btree ("run_id","source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "crawl_runs_one_running_key" ON "crawl_runs" USING btree ("status") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "crawl_runs_started_idx" ON "crawl_runs" USING btree ("started_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "github_repository_aliases_full_name_idx" ON "github_repository_aliases" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "github_repository_aliases_repository_idx" ON "github_repository_aliases" USING btree ("repository_id");