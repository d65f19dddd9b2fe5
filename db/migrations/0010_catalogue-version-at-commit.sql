-- Readers cache catalogue reads per catalogue version (server/catalogue/cached-per-catalogue-version.ts).
-- The statement triggers of 0004 move the version when a write runs, before it commits: a reader in
-- between could store the old rows under the new version, and serve them after the commit.
-- So every writing transaction also moves the version once more just before it commits, holding an
-- exclusive advisory lock (4242001) until the commit is visible; readers take the same lock shared
-- while they read the version (read-catalogue-version.ts). A version a reader reads is then never
-- older than a commit its later reads miss. Writers hold the lock only while committing.
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
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER agents_bump_catalogue_version_at_commit
AFTER INSERT OR UPDATE OR DELETE ON agents
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version_at_commit();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER agent_provenance_bump_catalogue_version_at_commit
AFTER INSERT OR UPDATE OR DELETE ON agent_provenance
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version_at_commit();
