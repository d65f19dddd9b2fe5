CREATE TABLE "agent_inventory_counts" (
	"breakdown" text NOT NULL,
	"category" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "agent_inventory_counts_breakdown_category_pk" PRIMARY KEY("breakdown","category")
);
--> statement-breakpoint
CREATE TABLE "agent_tag_counts" (
	"tag" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agent_tag_counts_count_idx" ON "agent_tag_counts" USING btree ("count" DESC NULLS LAST,"tag");--> statement-breakpoint
-- The inventory's counts follow every write to agents (decision 019). Statement triggers with
-- transition tables: a batch of 500 inserted agents costs one aggregate, not 500 row triggers.
-- An update that moves nothing the inventory counts nets to zero and writes nothing. The
-- statements are built here and run by the trigger itself: only its own queries see the
-- transition tables.
CREATE OR REPLACE FUNCTION agent_inventory_statements(changes text) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[
    format($sql$
      INSERT INTO agent_inventory_counts AS c (breakdown, category, total)
      SELECT facet.breakdown, facet.category, sum(changed.sign)::int
      FROM (%s) AS changed
      CROSS JOIN LATERAL (VALUES
        ('total', ''),
        ('useCase', changed.industry),
        ('difficulty', changed.difficulty),
        ('source', changed.source),
        ('deploymentComplexity', coalesce(changed.deployment_complexity, 'unknown')),
        ('infrastructure', coalesce(changed.infrastructure_needed, 'unknown'))
      ) AS facet(breakdown, category)
      GROUP BY facet.breakdown, facet.category
      HAVING sum(changed.sign) <> 0
      ORDER BY facet.breakdown, facet.category
      ON CONFLICT (breakdown, category) DO UPDATE SET total = c.total + excluded.total
    $sql$, changes),
    format($sql$
      INSERT INTO agent_tag_counts AS c (tag, count)
      SELECT tag, sum(changed.sign)::int
      FROM (%s) AS changed, unnest(changed.tags) AS tag
      GROUP BY tag
      HAVING sum(changed.sign) <> 0
      ORDER BY tag
      ON CONFLICT (tag) DO UPDATE SET count = c.count + excluded.count
    $sql$, changes)
  ]
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agents_count_inventory() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  columns text := 'industry, difficulty, source, deployment_complexity, infrastructure_needed, tags';
  changes text;
  statement text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := format('SELECT 1 AS sign, %s FROM new_agents WHERE is_active', columns);
  ELSIF TG_OP = 'DELETE' THEN
    changes := format('SELECT -1 AS sign, %s FROM old_agents WHERE is_active', columns);
  ELSE
    changes := format('SELECT -1 AS sign, %1$s FROM old_agents WHERE is_active UNION ALL SELECT 1, %1$s FROM new_agents WHERE is_active', columns);
  END IF;
  FOREACH statement IN ARRAY agent_inventory_statements(changes) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agents_count_inventory_insert AFTER INSERT ON agents
REFERENCING NEW TABLE AS new_agents FOR EACH STATEMENT EXECUTE FUNCTION agents_count_inventory();
--> statement-breakpoint
CREATE TRIGGER agents_count_inventory_update AFTER UPDATE ON agents
REFERENCING OLD TABLE AS old_agents NEW TABLE AS new_agents FOR EACH STATEMENT EXECUTE FUNCTION agents_count_inventory();
--> statement-breakpoint
CREATE TRIGGER agents_count_inventory_delete AFTER DELETE ON agents
REFERENCING OLD TABLE AS old_agents FOR EACH STATEMENT EXECUTE FUNCTION agents_count_inventory();
--> statement-breakpoint
-- The agents already there.
DO $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY agent_inventory_statements('SELECT 1 AS sign, industry, difficulty, source, deployment_complexity, infrastructure_needed, tags FROM agents WHERE is_active') LOOP
    EXECUTE statement;
  END LOOP;
END;
$$;
