import { sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentProvenance, agents } from '../../db/schema/index.ts'
import { cachedPerCatalogueVersion } from './cached-per-catalogue-version.ts'

export type TDirectoryCount = { directory: string; count: number }

async function countByDirectory(): Promise<TDirectoryCount[]> {
  const result = await db.execute(sql`
    select ${agentProvenance.directory} as directory, count(distinct ${agentProvenance.agentId})::int as count
    from ${agentProvenance}
    join ${agents} on ${agents.id} = ${agentProvenance.agentId} and ${agents.isActive}
    group by ${agentProvenance.directory}
    order by count desc, directory
  `)

  return result.rows as TDirectoryCount[]
}

/**
 * Active agents listed from each public directory, for the attribution page. An agent found in
 * several directories counts once in each.
 */
export async function countAgentsByDirectory(): Promise<TDirectoryCount[]> {
  return cachedPerCatalogueVersion({ key: 'agents-by-directory', load: countByDirectory })
}
