import { sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentProvenance, agents } from '../../db/schema/index.ts'
import type { AgentDraft } from './agent-draft.ts'
import { canonicalizeUrl } from './canonical-url.ts'
import { slugify } from './slugify.ts'

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
