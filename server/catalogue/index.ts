/** The catalogue domain's public face: other domains, API handlers and route loaders import only this. */
export { countAgentsByDirectory, type TDirectoryCount } from './count-agents-by-directory.ts'
export { findAgents } from './find-agents.ts'
export { findFreeAgents } from './find-free-agents.ts'
export { findFeaturedAgents, type FindFeaturedAgentsOptions } from './find-featured-agents.ts'
export { getAgent } from './get-agent.ts'
export { getCatalogueStats } from './get-catalogue-stats.ts'
// The assistant derives deployment facts from these (the deployment page and its counts).
export { listAgentsForDeployment, type TDeploymentCandidate } from './list-agents-for-deployment.ts'
export { countAgentSitemapEntries, listAgentSitemapEntries, type TAgentSitemapEntry } from './list-agent-sitemap-entries.ts'
export { refreshSearchLexicon } from './refresh-search-lexicon.ts'
// Search phrases for agents that have none, written by the model after a crawl (server/assistant).
export { fillSearchPhrases, type FillSearchPhrasesOptions } from './fill-search-phrases.ts'
export { findAgentsWithoutSearchPhrases, type FindAgentsWithoutSearchPhrasesOptions, type TAgentWithoutSearchPhrases } from './find-agents-without-search-phrases.ts'
export { suggestSearches } from './search/suggest-searches.ts'
export { prepareSearchIndex } from './search/prepare-search-index.ts'
export { ZSearchSuggestions, ZSuggestSearchesQuery, type TSearchSuggestions } from './search/suggest-searches.schemas.ts'
export { readCatalogueVersion } from './read-catalogue-version.ts'
export { watchCatalogueChanges, type CatalogueChanges } from './watch-catalogue-changes.ts'
// Matchmaker, compare, saved agents, related agents and feeds (decision 013).
export { AgentMatchFeatures, MATCH_FEATURE_VOCABULARY, NULL_CODE, UNKNOWN_CODE, getAgentMatchFeatures, type TAgentMatchColumns } from './get-agent-match-features.ts'
export { findAgentSummaries, type FindAgentSummariesOptions } from './find-agent-summaries.ts'
export { findNewestAgents, type FindNewestAgentsOptions, type TNewAgent } from './find-newest-agents.ts'
export { findRelatedAgents, type FindRelatedAgentsOptions } from './find-related-agents.ts'
// Crawler and community contributions: de-duplicate and merge drafts, link health, origin counts.
export { countAgentsByOrigin, type AgentOrigins } from './count-agents-by-origin.ts'
export { findAgentsForLinkCheck, type LinkCheckCandidate } from './find-agents-for-link-check.ts'
export { findDuplicateAgent, isSiteHome, siteOf, type DuplicateMatch } from './find-duplicate-agent.ts'
export { insertWithFreeSlugs } from './insert-with-free-slugs.ts'
export { mergeAgentDraft, type MergeOutcome } from './merge-agent-draft.ts'
export { recordLinkHealth, type LinkHealth } from './record-link-health.ts'
export { resolveFilterBounds } from './resolve-filter-bounds.ts'
// Contributions and claims: URL identity, listing ownership, owner edits (locked against crawls).
export type { AgentDraft, AgentEntryKind, Provenance, ShippedCatalogue } from './agent-draft.ts'
export { canonicalizeUrl, huggingFaceIdFromUrl, isRepositoryRootUrl, repoFullNameFromUrl } from './canonical-url.ts'
export { getAgentListing, type TAgentListing } from './get-agent-listing.ts'
export { isAgentOwner } from './is-agent-owner.ts'
export { findOwnedAgentIds } from './find-owned-agent-ids.ts'
export { updateAgentListing, type TAgentListingChanges, type TUpdatedAgentListing } from './update-agent-listing.ts'
export {
  AGENT_SORTS,
  FACET_NAMES,
  FIND_AGENTS_DEFAULT_LIMIT,
  FIND_AGENTS_MAX_LIMIT,
  PRICE_RANGES,
  PRICING_FILTERS,
  RATING_FILTERS,
  ZAgentFacets,
  ZAgentSummary,
  ZFindAgentsQuery,
  ZFindAgentsResult,
  type TAgentFacets,
  type TAgentSort,
  type TAgentSummary,
  type TFacetName,
  type TFindAgentsFilters,
  type TFindAgentsQuery,
  type TFindAgentsResult,
} from './find-agents.schemas.ts'
export {
  FEATURED_AGENTS_DEFAULT_LIMIT,
  FEATURED_AGENTS_MAX_LIMIT,
  ZFeaturedAgents,
  ZFeaturedAgentsQuery,
  type TFeaturedAgentsQuery,
} from './find-featured-agents.schemas.ts'
export { ZFreeAgentsResult, type TFreeAgentsResult } from './find-free-agents.schemas.ts'
export { ZAgentDetail, ZAgentIdParameters, ZProvenance, type GetAgentOptions, type TAgentDetail } from './get-agent.schemas.ts'
export { ZCatalogueStats, type TCatalogueStats } from './get-catalogue-stats.schemas.ts'
// Admin: inventory figures and curation (hide, restore, reclassify, merge), locked against crawls.
export { countInventory, INVENTORY_BREAKDOWNS, UNKNOWN_CATEGORY, type TInventoryBreakdown, type TInventoryCount, type TInventoryCounts } from './count-inventory.ts'
export { findAgentsForAdmin, ADMIN_AGENT_VISIBILITIES, type FindAgentsForAdminOptions, type TAdminAgentPage, type TAdminAgentRow, type TAdminAgentVisibility } from './find-agents-for-admin.ts'
export { setAgentActive, type TSetAgentActiveResult } from './set-agent-active.ts'
export { reclassifyAgents, type TReclassifiedAgent } from './reclassify-agents.ts'
export { mergeAgents, type TMergedAgents } from './merge-agents.ts'
