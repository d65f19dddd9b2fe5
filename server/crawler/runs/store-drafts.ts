import { and, inArray, sql } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { agentProvenance, agents, githubRepositoryAliases } from '../../../db/schema/index.ts'
import { canonicalizeUrl, insertWithFreeSlugs, isSiteHome, mergeAgentDraft, siteOf, type AgentDraft, type MergeOutcome, type Provenance } from '../../catalogue/index.ts'
import { isUniqueViolation } from '../../shared/is-unique-violation.ts'
import type { DeduplicatedDraft } from '../deduplicate-drafts.ts'
import { withCurrentRepositoryName } from './current-repository-name.ts'

/** What became of each draft of a group (aligned with group.drafts), or why the group was not stored. */
export type StoredGroup = { group: DeduplicatedDraft; outcomes: MergeOutcome[] } | { group: DeduplicatedDraft; error: string }

export type StoreDraftsOptions = {
  groups: readonly DeduplicatedDraft[]
  /** Earlier names of a repository the source reported (GitHub look-ups), keyed by its current name. */
  repoAliases?: Record<string, string[]>
}

/** Values per `in (…)` list: well under Postgres' 65,535 parameters per statement. */
const LOOK_UP_CHUNK = 5_000

const provenanceKey = (entry: Pick<Provenance, 'directory' | 'externalId'>) => `${entry.directory}\u0000${entry.externalId}`

async function selectIn<T>(values: readonly string[], select: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(values)]
  const rows: T[] = []
  for (let start = 0; start < unique.length; start += LOOK_UP_CHUNK) rows.push(...(await select(unique.slice(start, start + LOOK_UP_CHUNK))))

  return rows
}

/** The site's home page as a canonical URL ("https://github.com/lobehub", "https://example.com"). */
function siteHomeUrl(canonicalUrl: string): string | null {
  const site = siteOf(canonicalUrl)

  return site ? canonicalizeUrl(`https://${site}`) : null
}

/**
 * Sites (siteOf) of the given home pages that hold a stored agent on any of their pages. Websites
 * are found by host (a hash look-up per row, also at 100,000 agents); an owner's page on a shared
 * host (github.com/acme) by prefix, as those are few.
 */
async function sitesWithAgents(homes: readonly string[]): Promise<Set<string>> {
  const hosts = new Set<string>()
  const ownerPrefixes = new Set<string>()
  for (const home of homes) {
    const site = siteOf(home)
    if (site?.includes('/')) ownerPrefixes.add(`${home.replace(/\/$/, '')}/%`)
    else if (site) hosts.add(site)
  }
  const byHost = hosts.size ? sql`split_part(${agents.canonicalUrl}, '/', 3) in ${[...hosts]}` : sql`false`
  const byOwner = ownerPrefixes.size
    ? sql`${agents.canonicalUrl} like any(array[${sql.join(
        [...ownerPrefixes].map((prefix) => sql`${prefix}`),
        sql`, `,
      )}])`
    : sql`false`
  if (!hosts.size && !ownerPrefixes.size) return new Set()
  const rows = await db.select({ url: agents.canonicalUrl }).from(agents).where(sql`${byHost} or ${byOwner}`)

  return new Set(rows.map((row) => siteOf(row.url)).filter((site): site is string => site !== null))
}

/**
 * What is stored that the groups could match, in a handful of statements, by the catalogue's merge
 * rules (findDuplicateAgent): entries seen before, repositories (and their renames), canonical
 * URLs, Hugging Face ids, and a site's home page against its other pages (names compared there).
 */
async function lookUpStored(groups: readonly DeduplicatedDraft[], repoAliases: Record<string, string[]>) {
  const entries = groups.flatMap(({ agent }) => agent.provenance)
  const directories = [...new Set(entries.map((entry) => entry.directory))]
  const seenRows = await selectIn(
    entries.map((entry) => entry.externalId),
    (externalIds) =>
      db
        .select({ directory: agentProvenance.directory, externalId: agentProvenance.externalId })
        .from(agentProvenance)
        .where(and(inArray(agentProvenance.directory, directories), inArray(agentProvenance.externalId, externalIds))),
  )
  const seenEntries = new Set(seenRows.map(provenanceKey))
  const repositories = groups.flatMap(({ agent }) => (agent.repoFullName ? [agent.repoFullName.toLowerCase()] : []))
  const aliasRows = await selectIn(repositories, (names) => db.select({ alias: githubRepositoryAliases.alias }).from(githubRepositoryAliases).where(inArray(githubRepositoryAliases.alias, names)))
  const repositoryRows = await selectIn(repositories, (names) => db.select({ name: agents.repoFullName }).from(agents).where(inArray(agents.repoFullName, names)))
  const knownRepositories = new Set([...aliasRows.map((row) => row.alias), ...repositoryRows.map((row) => row.name), ...Object.keys(repoAliases)])
  const urls = groups.map(({ agent }) => canonicalizeUrl(agent.link))
  const homes = urls.flatMap((url) => siteHomeUrl(url) ?? [])
  const urlRows = await selectIn([...urls, ...homes], (chunk) => db.select({ url: agents.canonicalUrl }).from(agents).where(inArray(agents.canonicalUrl, chunk)))
  const storedUrls = new Set(urlRows.map((row) => row.url))
  const models = groups.flatMap(({ agent }) => (agent.modelId ? [agent.modelId] : []))
  const storedModels = new Set((await selectIn(models, (chunk) => db.select({ id: agents.modelId }).from(agents).where(inArray(agents.modelId, chunk)))).map((row) => row.id))
  const busySites = await sitesWithAgents(urls.filter(isSiteHome))

  const mayMatch = ({ agent }: DeduplicatedDraft) => {
    const url = canonicalizeUrl(agent.link)
    const home = siteHomeUrl(url)

    return (
      agent.provenance.some((entry) => seenEntries.has(provenanceKey(entry))) ||
      storedUrls.has(url) ||
      (home !== null && storedUrls.has(home)) ||
      (isSiteHome(url) && busySites.has(siteOf(url) ?? '')) ||
      (agent.repoFullName !== null && knownRepositories.has(agent.repoFullName.toLowerCase())) ||
      (agent.modelId !== null && storedModels.has(agent.modelId))
    )
  }

  return { isSeen: (entry: Provenance) => seenEntries.has(provenanceKey(entry)), mayMatch }
}

/** A new agent: its first draft created it, the others are duplicates of it. */
const createdOutcomes = (group: DeduplicatedDraft): MergeOutcome[] => group.drafts.map((_, index) => (index === 0 ? 'created' : 'duplicate'))

/** Merged into a stored agent: entries seen before are updated or unchanged, the others are new duplicates. */
function mergedOutcomes(group: DeduplicatedDraft, outcome: MergeOutcome, isSeen: (entry: Provenance) => boolean): MergeOutcome[] {
  if (outcome === 'created') return createdOutcomes(group)

  return group.drafts.map((draft) => (outcome !== 'duplicate' && draft.provenance.some(isSeen) ? outcome : 'duplicate'))
}

async function mergeOne(group: DeduplicatedDraft, knownAliases: string[], isSeen: (entry: Provenance) => boolean): Promise<StoredGroup> {
  try {
    const { draft, repoAliases } = await withCurrentRepositoryName(group.agent, knownAliases)
    const { outcome } = await mergeAgentDraft({ draft, repoAliases })

    return { group, outcomes: mergedOutcomes(group, outcome, isSeen) }
  } catch (error) {
    return { group, error: `could not store "${group.agent.name}": ${(error as Error).message}` }
  }
}

const aliasesOf = (agent: AgentDraft, repoAliases: Record<string, string[]>) => repoAliases[agent.repoFullName ?? ''] ?? []

/**
 * Stores de-duplicated drafts (deduplicateDrafts) without a round trip per draft where it can:
 * one look-up of everything they could match, then the few that may match a stored agent merged one
 * by one with the catalogue's rules (locked fields kept, gaps filled, renames followed), then all
 * the others inserted together. Merges go first, so they compare only with what was stored before
 * this call: drafts the shared rules kept apart stay apart, as in the shipped catalogue.
 */
export async function storeDrafts({ groups, repoAliases = {} }: StoreDraftsOptions): Promise<StoredGroup[]> {
  if (!groups.length) return []
  const stored = await lookUpStored(groups, repoAliases)
  const careful = groups.filter((group) => stored.mayMatch(group))
  const fresh = groups.filter((group) => !stored.mayMatch(group))

  const results: StoredGroup[] = []
  for (const group of careful) results.push(await mergeOne(group, aliasesOf(group.agent, repoAliases), stored.isSeen))
  try {
    if (fresh.length) await insertWithFreeSlugs(fresh.map(({ agent }) => agent))
    results.push(...fresh.map((group) => ({ group, outcomes: createdOutcomes(group) })))
  } catch (error) {
    // Something was stored meanwhile (a submission, a slug): merging one by one sorts it out.
    if (!isUniqueViolation(error)) throw error
    for (const group of fresh) results.push(await mergeOne(group, aliasesOf(group.agent, repoAliases), stored.isSeen))
  }

  return results
}
