import { sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'

/**
 * Rebuilds search_lexicon: every word of active agents' names, tags, descriptions and search phrases with the
 * number of agents using it. Search corrects typos against these words, so run it after the
 * catalogue changes in bulk (seed, crawl).
 */
export async function refreshSearchLexicon(): Promise<{ words: number }> {
  // The 'simple' configuration keeps words as written (no stemming), which is what people type.
  const documents = `select to_tsvector('simple', name || ' ' || array_to_string(tags, ' ') || ' ' || description || ' ' || array_to_string(search_phrases, ' ')) from agents where is_active`

  return db.transaction(async (transaction) => {
    await transaction.execute(sql`delete from search_lexicon`)
    await transaction.execute(sql`
      insert into search_lexicon (word, documents)
      select word, ndoc from ts_stat(${documents})
      where word ~ '^[a-z]{3,40}$'
    `)
    const result = await transaction.execute(sql`select count(*)::int as words from search_lexicon`)

    return { words: (result.rows[0] as { words: number }).words }
  })
}
