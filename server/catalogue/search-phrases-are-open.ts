import { sql } from 'drizzle-orm'
import { agents } from '../../db/schema/index.ts'

/** An admin or owner locked the agent's search phrases (locked_fields holds field or column names). */
export const searchPhrasesAreLocked = sql`${agents.lockedFields} && array['searchPhrases', 'search_phrases']::text[]`

/**
 * An agent whose search phrases may be written for it: it has none, and no admin or owner locked
 * them (an empty list they locked means "no phrases", not "write some").
 */
export const searchPhrasesAreOpen = sql`cardinality(${agents.searchPhrases}) = 0 and not (${searchPhrasesAreLocked})`
