CREATE TABLE "saved_agents" (
	"user_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_agents_user_id_agent_id_pk" PRIMARY KEY("user_id","agent_id")
);
--> statement-breakpoint
ALTER TABLE "saved_agents" ADD CONSTRAINT "saved_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_agents" ADD CONSTRAINT "saved_agents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_agents_user_saved_at_idx" ON "saved_agents" USING btree ("user_id","saved_at" DESC NULLS LAST);