import { eq, sql } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { crawlerHttpCache } from '../../../db/schema/index.ts'
import type { HttpValidator, HttpValidatorStore } from './create-source-client.ts'

/** ETags of pages earlier runs merged, read from the database (crawler_http_cache). */
export const httpValidatorStore: HttpValidatorStore = {
  get: async (url) => {
    const [row] = await db.select().from(crawlerHttpCache).where(eq(crawlerHttpCache.url, url)).limit(1)

    return row ? { url: row.url, etag: row.etag, link: row.link } : null
  },
}

export type SaveHttpValidatorsOptions = { validators: HttpValidator[] }

/** Called only after a page's entries were merged: a crash before that leaves the page to fetch again. */
export async function saveHttpValidators({ validators }: SaveHttpValidatorsOptions) {
  if (!validators.length) return
  await db
    .insert(crawlerHttpCache)
    .values(validators.map(({ url, etag, link }) => ({ url, etag, link })))
    .onConflictDoUpdate({
      target: crawlerHttpCache.url,
      set: { etag: sql`excluded.etag`, link: sql`excluded.link`, updatedAt: sql`now()` },
    })
}
