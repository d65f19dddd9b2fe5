import { readCatalogueVersion } from '../read-catalogue-version.ts'
import { loadSearchIndex } from './load-search-index.ts'

/**
 * Builds the search index for the current catalogue before anyone searches: the server starts it
 * once it listens, so the first search waits for a build already under way (half a minute at
 * 100,000 agents), or for none.
 */
export async function prepareSearchIndex(): Promise<void> {
  await loadSearchIndex(await readCatalogueVersion())
}
