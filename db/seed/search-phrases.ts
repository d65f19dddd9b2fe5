import { readFile } from 'node:fs/promises'
import { projectPath } from '../project-path.ts'

/**
 * The shipped catalogue's search phrases: for each agent's link, how people would ask for it in
 * their own words ("chase customers who haven't paid"). Written by reading each agent's
 * description (docs/search.md, "Search phrases"); kept apart from catalogue.json, which
 * `npm run catalogue:build` rewrites from the directory snapshots.
 */
export const SEARCH_PHRASES_PATH = projectPath('db/seed/search-phrases.json')

export type TSearchPhrases = Record<string, string[]>

export async function readSearchPhrases(): Promise<TSearchPhrases> {
  return JSON.parse(await readFile(SEARCH_PHRASES_PATH, 'utf8')) as TSearchPhrases
}
