import { sql } from 'drizzle-orm'
import { agents } from '../../db/schema/index.ts'

/**
 * An agent whose search phrases may be written for it: it has none, and no admin or owner locked
 * them (an empty list they locked means "no phrases", not "write some").
 */
export const searchPhrasesAreOpen = sql`cardinality(${agents.searchPhrases}) = 0 and not (${agents.lockedFields} && array['searchPhrases', 'search_phrases']::text[])`
