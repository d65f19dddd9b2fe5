import { inArray, sql } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { githubRepositoryAliases } from '../../../db/schema/index.ts'

export type RepositoryName = {
  repositoryId: number
  /** owner/repo as GitHub spells it now. */
  fullName: string
  /** The name it was asked under, when GitHub answered with a 301 to the new one. */
  previousName?: string | null
}

/**
 * Remembers each repository's names by GitHub id. A repository id seen under a new name is a
 * rename: every old name then points at the new one, so lists that still use an old name merge
 * into the same agent.
 */
export async function recordRepositoryNames({ names }: { names: RepositoryName[] }) {
  if (!names.length) return
  const ids = [...new Set(names.map((name) => name.repositoryId))]
  const known = await db
    .select({ alias: githubRepositoryAliases.alias, fullName: githubRepositoryAliases.fullName, repositoryId: githubRepositoryAliases.repositoryId })
    .from(githubRepositoryAliases)
    .where(inArray(githubRepositoryAliases.repositoryId, ids))
  const rows = new Map<string, { alias: string; fullName: string; repositoryId: number }>()
  for (const { repositoryId, fullName, previousName } of names) {
    for (const row of known) if (row.repositoryId === repositoryId) rows.set(row.alias, { alias: row.alias, fullName, repositoryId })
    for (const alias of [fullName, previousName]) if (alias) rows.set(alias.toLowerCase(), { alias: alias.toLowerCase(), fullName, repositoryId })
  }
  const changed = [...rows.values()].filter((row) => !known.some((existing) => existing.alias === row.alias && existing.fullName === row.fullName))
  if (!changed.length) return

  await db
    .insert(githubRepositoryAliases)
    .values(changed)
    .onConflictDoUpdate({
      target: githubRepositoryAliases.alias,
      set: { fullName: sql`excluded.full_name`, repositoryId: sql`excluded.repository_id`, updatedAt: sql`now()` },
    })
}
