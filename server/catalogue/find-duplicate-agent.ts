import { desc, eq, inArray, sql } from 'drizzle-orm'
import { db, type Database } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import type { AgentDraft } from './agent-draft.ts'
import { canonicalizeUrl } from './canonical-url.ts'

/** The database or an open transaction: merges look for duplicates inside their own transaction. */
export type DatabaseExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

export type DuplicateMatch = {
  agentId: number
  matchedBy: 'repository' | 'canonical-url' | 'model-id' | 'name-and-host'
}

export type FindDuplicateAgentOptions = {
  draft: Pick<AgentDraft, 'name' | 'link' | 'repoFullName' | 'modelId'>
  /** Other names of the draft's repository (renames GitHub reported), lower-case owner/repo. */
  repoAliases?: string[]
  executor?: DatabaseExecutor
}

/** Names at least this similar (pg_trgm, 0–1) on the same site are one agent: "Cognosys" ≈ "Cognosys AI". */
export const NAME_SIMILARITY_THRESHOLD = 0.6

/**
 * Sites that host many unrelated projects: there the same name only means the same agent when
 * the owner (first path segment) is the same too.
 */
const SHARED_HOSTS = new Set([
  'github.com',
  'gitlab.com',
  'bitbucket.org',
  'huggingface.co',
  'hf.co',
  'raw.githubusercontent.com',
  'lobehub.com',
  'n8n.io',
  'flowiseai.com',
  'replit.com',
  'pypi.org',
  'npmjs.com',
  'www.npmjs.com',
  'medium.com',
  'youtube.com',
  'x.com',
  'twitter.com',
  'linkedin.com',
  'chromewebstore.google.com',
  'chrome.google.com',
  'apps.apple.com',
  'play.google.com',
])

/** Host, plus the owner on shared hosts: the scope inside which a name identifies an agent. */
export function siteOf(canonicalUrl: string): string | null {
  try {
    const { hostname, pathname } = new URL(canonicalUrl)
    if (!SHARED_HOSTS.has(hostname)) return hostname
    const owner = pathname.split('/').filter(Boolean)[0]

    return owner ? `${hostname}/${owner.toLowerCase()}` : hostname
  } catch {
    return null
  }
}

/**
 * The site's own home page (the owner's page on a shared host). A name only identifies an agent
 * against such a page: "Cognosys" at cognosys.ai is "Cognosys AI" at cognosys.ai/product, but two
 * deeper pages of one site ("Email Summary" and "Email Summary v2" in a template gallery) are two.
 */
export function isSiteHome(canonicalUrl: string): boolean {
  try {
    const { hostname, pathname } = new URL(canonicalUrl)
    const depth = pathname.split('/').filter(Boolean).length

    return depth <= (SHARED_HOSTS.has(hostname) ? 1 : 0)
  } catch {
    return false
  }
}

const CODE_HOSTS = new Set(['github.com', 'gitlab.com', 'bitbucket.org', 'huggingface.co'])

/** Two different files or folders of one repository (a template v1 and v2) are two entries. */
function isOtherPathOfSameRepository(left: string, right: string) {
  try {
    const [a, b] = [new URL(left), new URL(right)]
    const [partsA, partsB] = [a.pathname.split('/').filter(Boolean), b.pathname.split('/').filter(Boolean)]
    const isSameRepository = a.hostname === b.hostname && partsA.slice(0, 2).join('/') === partsB.slice(0, 2).join('/')

    return CODE_HOSTS.has(a.hostname) && isSameRepository && partsA.length > 2 && partsB.length > 2 && a.pathname !== b.pathname
  } catch {
    return false
  }
}

/** Two known, different identities are two agents whatever their names say. */
function hasConflictingIdentity(
  candidate: { canonicalUrl: string; repoFullName: string | null; modelId: string | null },
  draft: FindDuplicateAgentOptions['draft'],
  repoNames: string[],
  canonicalUrl: string,
) {
  const isOtherRepository = candidate.repoFullName !== null && draft.repoFullName !== null && !repoNames.includes(candidate.repoFullName)
  const isOtherModel = candidate.modelId !== null && draft.modelId !== null && candidate.modelId !== draft.modelId

  return isOtherRepository || isOtherModel || isOtherPathOfSameRepository(candidate.canonicalUrl, canonicalUrl)
}

/**
 * The catalogue agent a crawled or submitted draft is a copy of, or null. Checked in order of
 * certainty: repository identity (with renames), canonical URL, Hugging Face id, then a similar
 * name on the same site when one of the two links is the site's home page (pg_trgm).
 */
export async function findDuplicateAgent({ draft, repoAliases = [], executor = db }: FindDuplicateAgentOptions): Promise<DuplicateMatch | null> {
  const repoNames = [...new Set([draft.repoFullName, ...repoAliases].filter((name): name is string => Boolean(name)).map((name) => name.toLowerCase()))]
  if (repoNames.length) {
    const [byRepository] = await executor.select({ id: agents.id }).from(agents).where(inArray(agents.repoFullName, repoNames)).limit(1)
    if (byRepository) return { agentId: byRepository.id, matchedBy: 'repository' }
  }

  const canonicalUrl = canonicalizeUrl(draft.link)
  const [byUrl] = await executor.select({ id: agents.id }).from(agents).where(eq(agents.canonicalUrl, canonicalUrl)).limit(1)
  if (byUrl) return { agentId: byUrl.id, matchedBy: 'canonical-url' }

  if (draft.modelId) {
    const [byModel] = await executor.select({ id: agents.id }).from(agents).where(eq(agents.modelId, draft.modelId)).limit(1)
    if (byModel) return { agentId: byModel.id, matchedBy: 'model-id' }
  }

  const site = siteOf(canonicalUrl)
  const name = draft.name.trim()
  if (!site || !name) return null
  const similarity = sql<number>`similarity(${agents.name}, ${name})`
  const candidates = await executor.transaction(async (tx) => {
    // `%` with our threshold lets the trigram index drop most rows itself. The planner prices
    // similarity() far too cheaply and scans the table instead (35 ms for 2,000 agents instead of
    // 3 ms measured), so the scan is ruled out for this one query.
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(NAME_SIMILARITY_THRESHOLD)}, true), set_config('enable_seqscan', 'off', true)`)
    const rows = await tx
      .select({ id: agents.id, canonicalUrl: agents.canonicalUrl, repoFullName: agents.repoFullName, modelId: agents.modelId, similarity })
      .from(agents)
      .where(sql`${agents.name} % ${name}`)
      .orderBy(desc(similarity), agents.id)
      .limit(20)
    await tx.execute(sql`select set_config('enable_seqscan', 'on', true)`)

    return rows
  })
  const match = candidates.find(
    (candidate) =>
      candidate.similarity >= NAME_SIMILARITY_THRESHOLD &&
      siteOf(candidate.canonicalUrl) === site &&
      (isSiteHome(candidate.canonicalUrl) || isSiteHome(canonicalUrl)) &&
      !hasConflictingIdentity(candidate, draft, repoNames, canonicalUrl),
  )

  return match ? { agentId: match.id, matchedBy: 'name-and-host' } : null
}
