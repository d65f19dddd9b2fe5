DROP INDEX "agents_rank_idx";--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "quality_score" real GENERATED ALWAYS AS (round((
          0.35 * (((17.5 + average_rating * total_ratings) / (5 + total_ratings)) - 1) / 4
          + 0.20 * (case when length(description) >= 30 then 0.4 else 0.15 end + least(cardinality(tags), 3) / 15.0
                    + case when deployment_guide is not null then 0.15 else 0 end
                    + case when licence is not null then 0.1 else 0 end
                    + case when builder_profile is not null then 0.15 else 0 end)
          + 0.20 * case when link_status = 'dead' or is_archived then 0 when link_status = 'ok' then 1 else 0.7 end
          + 0.15 * case when industry <> 'general' then 1 when category in ('multi-agent', 'coding') then 0 else 0.4 end
          + 0.10 * least(1, ln(1 + coalesce(stars, likes, 0)) / ln(100000))
        )::numeric, 4)::real) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "agents_rank_idx" ON "agents" USING btree ("priority_score" DESC NULLS LAST,"is_demoted","quality_score" DESC NULLS LAST,"average_rating" DESC NULLS LAST,"total_ratings" DESC NULLS LAST,"popularity" DESC NULLS LAST,"id") WHERE is_active;