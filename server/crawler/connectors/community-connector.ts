import type { Connector } from './connector.ts'

/** Provenance key of agents members submitted and an admin approved. */
export const COMMUNITY_PROVENANCE = 'community'

/**
 * Community submissions are pushed, not pulled: an admin's approval publishes the contribution at
 * once through publishCommunityContribution (same normalise, de-duplicate and merge path as a
 * crawl). A crawl therefore has nothing to fetch here; the source is listed so its agents are
 * counted with the others. Listing approved contributions belongs to the Contributions issue.
 */
export const communityConnector: Connector = {
  key: 'community',
  title: 'Community submissions',
  kind: 'community',
  description: 'Agents members submit on the contribution page; each one is published when an admin approves it.',
  provenanceKeys: [COMMUNITY_PROVENANCE],
  disabledReason: () => null,
  fetchEntries: async function* () {},
}
