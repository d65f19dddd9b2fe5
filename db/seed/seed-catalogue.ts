import { readFile } from 'node:fs/promises'
import { count } from 'drizzle-orm'
import type { ShippedCatalogue } from '../../server/catalogue/agent-draft.ts'
import { insertAgents } from '../../server/catalogue/insert-agents.ts'
import { refreshSearchLexicon } from '../../server/catalogue/refresh-search-lexicon.ts'
import { db } from '../client.ts'
import { projectPath } from '../project-path.ts'
import { agents } from '../schema/index.ts'
import { readSearchPhrases } from './search-phrases.ts'

export const SHIPPED_CATALOGUE_PATH = projectPath('db/seed/catalogue.json')

export async function readShippedCatalogue(): Promise<ShippedCatalogue> {
  return JSON.parse(await readFile(SHIPPED_CATALOGUE_PATH, 'utf8')) as ShippedCatalogue
}

/** Loads the shipped catalogue into an empty database; a database that has agents is left alone. */
export async function seedCatalogue(): Promise<{ seeded: boolean; agents: number }> {
  const [row] = await db.select({ total: count() }).from(agents)
  if (row && row.total > 0) return { seeded: false, agents: row.total }

  const catalogue = await readShippedCatalogue()
  const phrases = await readSearchPhrases()
  await insertAgents({ drafts: catalogue.agents.map((draft) => ({ ...draft, searchPhrases: phrases[draft.link] ?? [] })) })
  // Typo correction needs the catalogue's words.
  await refreshSearchLexicon()

  return { seeded: true, agents: catalogue.agents.length }
}
