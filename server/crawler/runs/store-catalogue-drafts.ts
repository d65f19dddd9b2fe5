import { and, inArray } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { agentProvenance, agents, githubRepositoryAliases } from '../../../db/schema/index.ts'
import { canonicalizeUrl, insertWithFreeSlugs, mergeAgentDraft, type AgentDraft, type MergeOutcome } from '../../catalogue/index.ts'
import { isUniqueViolation } from '../../shared/is-unique-violation.ts'
import type { DeduplicatedDraft } from '../deduplicate-drafts.ts'
import { withCurrentRepositoryName } from './merge-batch.ts'

/** What became of each draft of a group (aligned with group.drafts), or why the group was not stored. */
export type StoredGroup = { group: DeduplicatedDraft; outcomes: MergeOutcome[] } | { group: DeduplicatedDraft; error: string }

/** Values per `in (…)` list: well under Postgres' 65,535 parameters per statement. */
const LOOK_UP_CHUNK = 5_000

const provenanceKey = (directory: string, externalId: string) => `${directory}\u0000${externalId}`

function chunks<T>(values: readonly T[]): T[][] {
  const result: T[][] = []
  for (let start = 0; start < values.length; start += LOOK_UP_CHUNK) result.push(values.slice(start, start + LOOK_UP_CHUNK))

  return result
}

async function selectIn<T>(values: readonly string[], select: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = []
  for (const chunk of chunks([...new Set(values)])) rows.push(...(await select(chunk)))

  return rows
}

/**
 * Everything stored that the groups could match, in a handful of statements: entries seen before,
 * repositories (and renamed ones), canonical URLs, Hugging Face ids.
 */
async function lookUpStored(groups: readonly DeduplicatedDraft[]) {
  const entries = groups.flatMap(({ agent }) => agent.provenance)
  const seenEntries = new Set(
    (
      await selectIn(
        entries.map((entry) => entry.externalId),
        (externalIds) =>
          db
            .select({ directory: agentProvenance.directory, externalId: agentProvenance.externalId })
            .from(agentProvenance)
            .where(and(inArray(agentProvenance.directory, [...new Set(entries.map((entry) => entry.directory))]), inArray(agentProvenance.externalId, externalIds))),
      )
    ).map((row) => provenanceKey(row.directory, row.externalId)),
  )
  const repositories = groups.flatMap(({ agent }) => (agent.repoFullName ? [agent.repoFullName.toLowerCase()] : []))
  const renamed = new Set((await selectIn(repositories, (names) => db.select({ alias: githubRepositoryAliases.alias }).from(githubRepositoryAliases).where(inArray(githubRepositoryAliases.alias, names)))).map((row) => row.alias))
  const storedRepositories = new Set((await selectIn(repositories, (names) => db.select({ name: agents.repoFullName }).from(agents).where(inArray(agents.repoFullName, names)))).map((row) => row.name))
  const urls = groups.map(({ agent }) => canonicalizeUrl(agent.link))
  const storedUrls = new Set((await selectIn(urls, (chunk) => db.select({ url: agents.canonicalUrl }).from(agents).where(inArray(agents.canonicalUrl, chunk)))).map((row) => row.url))
  const models = groups.flatMap(({ agent }) => (agent.modelId ? [agent.modelId] : []))
  const storedModels = new Set((await selectIn(models, (chunk) => db.select({ id: agents.modelId }).from(agents).where(inArray(agents.modelId, chunk)))).map((row) => row.id))

  return {
    isSeen: (entry: { directory: string; externalId: string }) => seenEntries.has(provenanceKey(entry.directory, entry.externalId)),
    /** A stored agent may be this one, or GitHub knows the repository under another name: merge with care. */
    mayMatch: ({ agent }: DeduplicatedDraft) =>
      agent.provenance.some((entry) => seenEntries.has(provenanceKey(entry.directory, entry.externalId))) ||
      storedUrls.has(canonicalizeUrl(agent.link)) ||
      (agent.repoFullName !== null && (storedRepositories.has(agent.repoFullName.toLowerCase()) || renamed.has(agent.repoFullName.toLowerCase()))) ||
      (agent.modelId !== null && storedModels.has(agent.modelId)),
  }
}

/** A new agent: its first draft created it, the others are duplicates of it. */
const createdOutcomes = (group: DeduplicatedDraft): MergeOutcome[] => group.drafts.map((_, index) => (index === 0 ? 'created' : 'duplicate'))

/** Merged into a stored agent: entries seen before are updated or unchanged, the others are new duplicates. */
function mergedOutcomes(group: DeduplicatedDraft, outcome: MergeOutcome, isSeen: (entry: AgentDraft['provenance'][number]) => boolean): MergeOutcome[] {
  if (outcome === 'created') return createdOutcomes(group)

  return group.drafts.map((draft) => (outcome !== 'duplicate' && draft.provenance.some(isSeen) ? outcome : 'duplicate'))
}

async function mergeOne(group: DeduplicatedDraft, isSeen: (entry: AgentDraft['provenance'][number]) => boolean): Promise<StoredGroup> {
  try {
    const { draft, repoAliases } = await withCurrentRepositoryName(group.agent, [])
    const { outcome } = await mergeAgentDraft({ draft, repoAliases })

    return { group, outcomes: mergedOutcomes(group, outcome, isSeen) }
  } catch (error) {
    return { group, error: `could not store "${group.agent.name}": ${(error as Error).message}` }
  }
}

/**
 * Stores the agents of one crawl's catalogue sources, already de-duplicated by the shared rules
 * (deduplicateDrafts). Agents that match nothing stored go in together (insertWithFreeSlugs), so a
 * first crawl is a few statements per 400 agents and gives exactly the shipped catalogue's agents.
 * Agents that may match a stored one (seen before, same repository, URL or model, a renamed
 * repository) are merged one by one with the catalogue's merge rules (locked fields, gaps filled).
 */
export async function storeCatalogueDrafts({ groups }: { groups: readonly DeduplicatedDraft[] }): Promise<StoredGroup[]> {
  const stored = await lookUpStored(groups)
  const fresh = groups.filter((group) => !stored.mayMatch(group))
  const careful = groups.filter((group) => stored.mayMatch(group))

  const results: StoredGroup[] = []
  try {
    if (fresh.length) await insertWithFreeSlugs(fresh.map(({ agent }) => agent))
    results.push(...fresh.map((group) => ({ group, outcomes: createdOutcomes(group) })))
  } catch (error) {
    // Something was stored meanwhile (a submission, a slug): the careful path sorts it out.
    if (!isUniqueViolation(error)) throw error
    careful.unshift(...fresh)
  }
  for (const group of careful) results.push(await mergeOne(group, stored.isSeen))

  return results
}
