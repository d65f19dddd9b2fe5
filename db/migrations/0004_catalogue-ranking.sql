CREATE SEQUENCE "public"."catalogue_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "agents_stars_idx";--> statement-breakpoint
DROP INDEX "agents_rank_idx";--> statement-breakpoint
DROP INDEX "agents_rating_idx";--> statement-breakpoint
DROP INDEX "agents_reviews_idx";--> statement-breakpoint
DROP INDEX "agents_newest_idx";--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "popularity" integer GENERATED ALWAYS AS (coalesce(stars, likes)) STORED;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "is_demoted" boolean GENERATED ALWAYS AS (link_status = 'dead' or is_archived) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "agents_popularity_idx" ON "agents" USING btree ("popularity" DESC NULLS LAST,"id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "agents_featured_idx" ON "agents" USING btree ("priority_score" DESC NULLS LAST,"average_rating" DESC NULLS LAST,"id") WHERE is_active and is_premium;--> statement-breakpoint
CREATE INDEX "agents_rank_idx" ON "agents" USING btree ("priority_score" DESC NULLS LAST,"is_demoted","average_rating" DESC NULLS LAST,"total_ratings" DESC NULLS LAST,"popularity" DESC NULLS LAST,"id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "agents_rating_idx" ON "agents" USING btree ("average_rating" DESC NULLS LAST,"total_ratings" DESC NULLS LAST,"id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "agents_reviews_idx" ON "agents" USING btree ("total_ratings" DESC NULLS LAST,"average_rating" DESC NULLS LAST,"id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "agents_newest_idx" ON "agents" USING btree ("created_at" DESC NULLS LAST,"id") WHERE is_active;--> statement-breakpoint
-- Readers cache counts per catalogue version (server/catalogue/catalogue-cache.ts); every write to the
-- catalogue moves it on. A sequence rather than a counter row, so concurrent writers never wait on it.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM nextval('catalogue_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER agents_bump_catalogue_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agents
FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER agent_provenance_bump_catalogue_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agent_provenance
FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
-- Spelling candidates for one search word: lexicon words sharing enough trigrams, best first.
-- The threshold sits below pg_trgm's default 0.3 because transposed letters ("reveiw") share few
-- trigrams; server/catalogue/correct-search.ts then keeps only candidates within a small edit distance.
CREATE OR REPLACE FUNCTION search_lexicon_candidates(term text)
RETURNS TABLE (word text, documents integer, score real)
LANGUAGE sql STABLE
SET pg_trgm.similarity_threshold = 0.25
AS $$
  SELECT lexicon.word, lexicon.documents, similarity(lexicon.word, term)
  FROM search_lexicon AS lexicon
  WHERE lexicon.word % term
  ORDER BY similarity(lexicon.word, term) DESC, lexicon.documents DESC
  LIMIT 12
$$;
