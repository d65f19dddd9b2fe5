-- Every process keeps anonymous pages in memory (server/http/page-cache.ts) and must learn of a
-- catalogue change without asking the database on each request: a committed change now also
-- sends NOTIFY catalogue_changes (delivered only if the transaction commits, after it commits).
-- The at-commit trigger of 0010 already runs once per writing transaction; TRUNCATE (which row
-- triggers do not see) notifies from a statement trigger. Equal payloads in one transaction are
-- sent once, so a bulk write is one notification.
CREATE OR REPLACE FUNCTION bump_catalogue_version_at_commit() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- Row triggers: once per transaction is enough.
  IF current_setting('agent_atlas.catalogue_version_bumped', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(4242001);
  PERFORM nextval('catalogue_version');
  PERFORM set_config('agent_atlas.catalogue_version_bumped', 'yes', true);
  PERFORM pg_notify('catalogue_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_catalogue_change() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('catalogue_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER agents_notify_catalogue_truncate
AFTER TRUNCATE ON agents
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER agent_provenance_notify_catalogue_truncate
AFTER TRUNCATE ON agent_provenance
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
