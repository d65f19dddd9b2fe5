import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})

/**
 * The catalogue. Owned by server/catalogue; the crawler writes through catalogue's functions.
 * Enumerated columns hold codes from server/shared/taxonomy.ts (checked by zod at the edges).
 */
export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Platform the agent runs on or comes from (taxonomy AGENT_SOURCES). */
    source: text('source').notNull(),
    industry: text('industry').notNull().default('general'),
    category: text('category').notNull().default('general'),
    difficulty: text('difficulty').notNull().default('intermediate'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /**
     * How people would ask for the agent in their own words ("chase customers who haven't paid"):
     * search reads them as a field of their own (docs/search.md, "Search phrases"); not shown.
     */
    searchPhrases: text('search_phrases').array().notNull().default(sql`'{}'::text[]`),
    link: text('link').notNull(),
    /** Normalised link used for de-duplication (scheme, www, trailing slash, tracking stripped). */
    canonicalUrl: text('canonical_url').notNull(),
    /** github.com owner/repo, lower-cased, when the agent lives in a GitHub repository. */
    repoFullName: text('repo_full_name'),
    /** Hugging Face model or space id. */
    modelId: text('model_id'),
    apiEndpoint: text('api_endpoint'),
    apiSource: text('api_source'),
    builderProfile: text('builder_profile'),
    builderUrl: text('builder_url'),
    /** Set when a builder claims or creates the listing; accounts own the users table. */
    ownerUserId: integer('owner_user_id'),
    isPremium: boolean('is_premium').notNull().default(false),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /** The highest active grant's tier (server/shared/pricing.ts PREMIUM_TIER_RANK); derived by server/placement. */
    premiumTier: text('premium_tier'),
    /** Rank of premiumTier (0 when not premium), so lists order by tier with a plain column. */
    premiumRank: integer('premium_rank').notNull().default(0),
    /** Premium tiers rank higher; 0 for free listings. */
    priorityScore: integer('priority_score').notNull().default(0),
    priceCents: integer('price_cents').notNull().default(0),
    pricingType: text('pricing_type').notNull().default('free'),
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    totalRatings: integer('total_ratings').notNull().default(0),
    /**
     * The three deployment facts are what server/shared/derive-deployment-facts.ts reads from the
     * agent's sources (the crawler stores its result); null is "the sources do not say".
     */
    selfDeployable: boolean('self_deployable'),
    deploymentComplexity: text('deployment_complexity'),
    infrastructureNeeded: text('infrastructure_needed'),
    deploymentGuide: text('deployment_guide'),
    /** Real popularity signals only: GitHub stars, Hugging Face likes/downloads where a source gives them. */
    stars: integer('stars'),
    likes: integer('likes'),
    downloads: integer('downloads'),
    language: text('language'),
    /** The agent's own licence (SPDX id) when known. */
    licence: text('licence'),
    /** Link health: ok, dead (404/410), unknown (never checked or inconclusive). */
    linkStatus: text('link_status').notNull().default('unknown'),
    isArchived: boolean('is_archived').notNull().default(false),
    /**
     * What the entry is, as the crawler read it (server/crawler/entry-kind.ts): prompt-agent,
     * agent-skill, workflow-template, hosted-service, agent-app, mcp-server, framework or model.
     * Null when no source said (older rows, submissions).
     */
    entryKind: text('entry_kind'),
    /**
     * Ready for a business to use as it is (a prompt, a skill, a workflow template, a free hosted
     * service), as opposed to code to build with: runnable repositories, frameworks and libraries,
     * tool servers and model weights. For ranking and filtering (issue 17's quality prior).
     */
    isBusinessReady: boolean('is_business_ready')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(entry_kind in ('prompt-agent', 'agent-skill', 'workflow-template', 'hosted-service'), false)`),
    linkCheckedAt: timestamp('link_checked_at', { withTimezone: true }),
    /** Fields an admin or owner edited; crawls never overwrite these. */
    lockedFields: text('locked_fields').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** Set when an admin merged this record into another (hidden since): crawls follow it there. */
    mergedIntoAgentId: integer('merged_into_agent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Real popularity for sorting: GitHub stars, else Hugging Face likes. */
    popularity: integer('popularity').generatedAlwaysAs(sql`coalesce(stars, likes)`),
    /** Dead links and archived repositories sink below the rest in the default ranking. */
    isDemoted: boolean('is_demoted')
      .notNull()
      .generatedAlwaysAs(sql`link_status = 'dead' or is_archived`),
    /**
     * The quality prior (0–1): review-weighted rating with a Bayesian floor (five phantom reviews
     * of 3.5 stars), completeness of the listing, link health, being an agent for a business
     * rather than a framework, and popularity. The default order and search tie-breaks use it
     * (docs/search.md); one definition here, read by both.
     */
    qualityScore: real('quality_score')
      .notNull()
      .generatedAlwaysAs(
        sql`round((
          0.35 * (((17.5 + average_rating * total_ratings) / (5 + total_ratings)) - 1) / 4
          + 0.20 * (case when length(description) >= 30 then 0.4 else 0.15 end + least(cardinality(tags), 3) / 15.0
                    + case when deployment_guide is not null then 0.15 else 0 end
                    + case when licence is not null then 0.1 else 0 end
                    + case when builder_profile is not null then 0.15 else 0 end)
          + 0.20 * case when link_status = 'dead' or is_archived then 0 when link_status = 'ok' then 1 else 0.7 end
          + 0.15 * case when industry <> 'general' then 1 when category in ('multi-agent', 'coding') then 0 else 0.4 end
          + 0.10 * least(1, ln(1 + coalesce(stars, likes, 0)) / ln(100000))
        )::numeric, 4)::real`,
      ),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`agent_search_vector(name, description, tags, industry, category)`,
      ),
  },
  (t) => [
    uniqueIndex('agents_slug_key').on(t.slug),
    uniqueIndex('agents_canonical_url_key').on(t.canonicalUrl),
    uniqueIndex('agents_repo_full_name_key').on(t.repoFullName),
    uniqueIndex('agents_model_id_key').on(t.modelId),
    index('agents_search_vector_idx').using('gin', t.searchVector),
    index('agents_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('agents_tags_idx').using('gin', t.tags),
    index('agents_industry_idx').on(t.industry),
    index('agents_category_idx').on(t.category),
    index('agents_source_idx').on(t.source),
    index('agents_difficulty_idx').on(t.difficulty),
    index('agents_price_idx').on(t.priceCents),
    // Sort orders, matching server/catalogue/agent-order.ts column for column; inactive agents never show,
    // hence partial indexes. `.desc()` here means DESC NULLS LAST, so queries order the same way.
    index('agents_rank_idx')
      .on(
        t.priorityScore.desc(),
        t.isDemoted,
        t.qualityScore.desc(),
        t.averageRating.desc(),
        t.totalRatings.desc(),
        t.popularity.desc(),
        t.id,
      )
      .where(sql`is_active`),
    index('agents_rating_idx').on(t.averageRating.desc(), t.totalRatings.desc(), t.id).where(sql`is_active`),
    index('agents_reviews_idx').on(t.totalRatings.desc(), t.averageRating.desc(), t.id).where(sql`is_active`),
    index('agents_newest_idx').on(t.createdAt.desc(), t.id).where(sql`is_active`),
    index('agents_popularity_idx').on(t.popularity.desc(), t.id).where(sql`is_active`),
    // Totals and facet counts scan every match: this narrow copy of the filterable columns lets
    // them read the index alone (index-only scan) instead of the wide rows.
    index('agents_facets_idx')
      .on(
        t.industry,
        t.category,
        t.difficulty,
        t.source,
        t.pricingType,
        t.priceCents,
        t.averageRating,
        t.selfDeployable,
        t.deploymentComplexity,
        t.infrastructureNeeded,
      )
      .where(sql`is_active`),
    index('agents_featured_idx')
      .on(t.priorityScore.desc(), t.averageRating.desc(), t.id)
      .where(sql`is_active and is_premium`),
  ],
)

/**
 * Provenance: every public directory or API an agent was found in, with its licence.
 * One agent can have several (de-duplicated across sources).
 */
export const agentProvenance = pgTable(
  'agent_provenance',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** Directory key from server/crawler/directories.ts, e.g. 'slavakurilyak/awesome-ai-agents'. */
    directory: text('directory').notNull(),
    /** The licence under which we reuse this directory's text (SPDX id). */
    licence: text('licence').notNull(),
    /** Where in the directory the entry was found. */
    sourceUrl: text('source_url').notNull(),
    /** The entry's identity inside the directory (file name, row name, id). */
    externalId: text('external_id').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_provenance_directory_entry_key').on(t.directory, t.externalId),
    index('agent_provenance_agent_idx').on(t.agentId),
  ],
)

/** Words of the catalogue, used to correct typos in search queries (pg_trgm similarity). */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    word: text('word').primaryKey(),
    documents: integer('documents').notNull(),
  },
  (t) => [index('search_lexicon_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
)

/**
 * Live agents per inventory breakdown and category (breakdown 'total', category '' for all of
 * them), kept by statement triggers on agents (migration 0021), so the admin inventory reads a
 * few dozen rows instead of counting 100,000. Rows may hold 0 (a category emptied).
 */
export const agentInventoryCounts = pgTable(
  'agent_inventory_counts',
  {
    breakdown: text('breakdown').notNull(),
    category: text('category').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.breakdown, t.category] })],
)

/** How many live agents carry each tag, kept by the same triggers (the inventory's top tags). */
export const agentTagCounts = pgTable(
  'agent_tag_counts',
  {
    tag: text('tag').primaryKey(),
    count: integer('count').notNull(),
  },
  (t) => [index('agent_tag_counts_count_idx').on(t.count.desc(), t.tag)],
)

/**
 * Bumped by a statement trigger on every write to agents or agent_provenance (migration
 * 0004_catalogue-search), so readers can cache counts until the catalogue changes.
 */
export const catalogueVersion = pgSequence('catalogue_version')
