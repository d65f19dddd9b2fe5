import { and, inArray, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentProvenance, agents } from '../../db/schema/index.ts'
import { isUniqueViolation } from '../shared/is-unique-violation.ts'
import type { AgentDraft } from './agent-draft.ts'
import { canonicalizeUrl } from './canonical-url.ts'
import { isSiteHome, siteOf } from './find-duplicate-agent.ts'
import { slugify } from './slugify.ts'

export type InsertNewAgentDraftsResult = {
  /** Drafts stored as new agents. */
  created: number
  /** Drafts that may match something: the caller merges them one by one (mergeAgentDraft). */
  rest: AgentDraft[]
}

/** The site's home page as a canonical URL ("https://github.com/lobehub", "https://example.com"). */
function siteHomeUrl(canonicalUrl: string): string | null {
  const site = siteOf(canonicalUrl)

  return site ? canonicalizeUrl(`https://${site}`) : null
}

const provenanceKey = (directory: string, externalId: string) => `${directory}\u0000${externalId}`

/**
 * The crawl's fast path: drafts that cannot match anything stored are inserted together, a few
 * statements per batch instead of five per draft. A draft qualifies when it has no repository or
 * model identity (those need rename look-ups), its link is a deep page (findDuplicateAgent only
 * compares names against a site's home page), and neither its provenance, its canonical URL nor
 * its site's home page is stored or earlier in the batch. The rest go back to the caller.
 */
export async function insertNewAgentDrafts({ drafts }: { drafts: readonly AgentDraft[] }): Promise<InsertNewAgentDraftsResult> {
  const eligible = drafts.filter(
    (draft) => !draft.repoFullName && !draft.modelId && draft.provenance.length > 0 && !isSiteHome(canonicalizeUrl(draft.link)),
  )
  if (eligible.length === 0) return { created: 0, rest: [...drafts] }

  const urls = eligible.flatMap((draft) => {
    const canonicalUrl = canonicalizeUrl(draft.link)

    return [canonicalUrl, siteHomeUrl(canonicalUrl)].filter((url): url is string => url !== null)
  })
  const storedUrls = new Set(
    (await db.select({ url: agents.canonicalUrl }).from(agents).where(inArray(agents.canonicalUrl, [...new Set(urls)]))).map((row) => row.url),
  )
  const entries = eligible.flatMap((draft) => draft.provenance)
  const storedEntries = new Set(
    (
      await db
        .select({ directory: agentProvenance.directory, externalId: agentProvenance.externalId })
        .from(agentProvenance)
        .where(and(inArray(agentProvenance.directory, [...new Set(entries.map((entry) => entry.directory))]), inArray(agentProvenance.externalId, [...new Set(entries.map((entry) => entry.externalId))])))
    ).map((row) => provenanceKey(row.directory, row.externalId)),
  )

  const accepted: AgentDraft[] = []
  const seenUrls = new Set<string>()
  const seenEntries = new Set<string>()
  for (const draft of eligible) {
    const canonicalUrl = canonicalizeUrl(draft.link)
    const home = siteHomeUrl(canonicalUrl)
    const keys = draft.provenance.map((entry) => provenanceKey(entry.directory, entry.externalId))
    const isKnown =
      storedUrls.has(canonicalUrl) || (home !== null && storedUrls.has(home)) || seenUrls.has(canonicalUrl) ||
      keys.some((key) => storedEntries.has(key) || seenEntries.has(key))
    if (isKnown) continue
    accepted.push(draft)
    seenUrls.add(canonicalUrl)
    for (const key of keys) seenEntries.add(key)
  }
  if (accepted.length === 0) return { created: 0, rest: [...drafts] }

  try {
    await insertWithFreeSlugs(accepted)
  } catch (error) {
    // Something was stored meanwhile (a submission, a slug): the careful path sorts it out.
    if (isUniqueViolation(error)) return { created: 0, rest: [...drafts] }
    throw error
  }
  const acceptedSet = new Set(accepted)

  return { created: accepted.length, rest: drafts.filter((draft) => !acceptedSet.has(draft)) }
}

const INSERT_CHUNK = 400

/**
 * Inserts drafts known to match nothing stored (the caller checked their identities), each under
 * a slug no agent holds yet, with their provenance: one transaction, a few statements per 400.
 * A unique violation means something was stored meanwhile; the caller falls back to merging.
 */
export async function insertWithFreeSlugs(drafts: readonly AgentDraft[]) {
  const bases = drafts.map((draft) => slugify(draft.name))
  // Slugs are [a-z0-9-], so they need no escaping inside the pattern.
  const pattern = `^(${[...new Set(bases)].join('|')})(-[0-9]+)?$`
  await db.transaction(async (tx) => {
    const taken = new Set((await tx.select({ slug: agents.slug }).from(agents).where(sql`${agents.slug} ~ ${pattern}`)).map((row) => row.slug))
    const slugs = bases.map((base) => {
      let slug = base
      for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`
      taken.add(slug)

      return slug
    })

    for (let start = 0; start < drafts.length; start += INSERT_CHUNK) {
      const chunk = drafts.slice(start, start + INSERT_CHUNK)
      const inserted = await tx
        .insert(agents)
        .values(
          chunk.map(({ provenance: _provenance, workflowNodeCount: _nodeCount, ...draft }, index) => ({
            ...draft,
            slug: slugs[start + index]!,
            canonicalUrl: canonicalizeUrl(draft.link),
          })),
        )
        .returning({ id: agents.id })
      const provenanceRows = chunk.flatMap((draft, index) => draft.provenance.map((entry) => ({ ...entry, agentId: inserted[index]!.id })))
      if (provenanceRows.length) await tx.insert(agentProvenance).values(provenanceRows)
    }
  })
}
