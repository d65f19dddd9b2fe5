import { eq } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { githubRepositoryAliases } from '../../../db/schema/index.ts'

export type RepositoryNames = {
  /** owner/repo lower-cased, as GitHub spells it now (the name itself when no rename is known). */
  current: string
  /** Every other name it had, lower-cased. */
  aliases: string[]
  /** The current name in GitHub's spelling, for links. */
  displayName: string | null
}

/** The current name and old names of a repository, from what earlier look-ups and searches learnt. */
export async function resolveRepositoryNames({ repoFullName }: { repoFullName: string }): Promise<RepositoryNames> {
  const name = repoFullName.toLowerCase()
  const [row] = await db.select().from(githubRepositoryAliases).where(eq(githubRepositoryAliases.alias, name)).limit(1)
  if (!row) return { current: name, aliases: [], displayName: null }

  const siblings = await db
    .select({ alias: githubRepositoryAliases.alias })
    .from(githubRepositoryAliases)
    .where(eq(githubRepositoryAliases.fullName, row.fullName))
  const current = row.fullName.toLowerCase()

  return { current, aliases: siblings.map((sibling) => sibling.alias).filter((alias) => alias !== current), displayName: row.fullName }
}
