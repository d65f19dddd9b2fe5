-- Trigram matching for typo-tolerant search. WITH SCHEMA public keeps one copy when tests give
-- each file its own schema on a shared server.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
-- The weighted document behind agents.search_vector (a generated column needs an IMMUTABLE
-- expression; array_to_string is only STABLE, hence this wrapper).
CREATE OR REPLACE FUNCTION agent_search_vector(name text, description text, tags text[], industry text, category text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(array_to_string(tags, ' '), '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
      || setweight(to_tsvector('english'::regconfig, replace(coalesce(industry, '') || ' ' || coalesce(category, ''), '-', ' ')), 'D')
$$;
