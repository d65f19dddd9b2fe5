/**
 * Starts the production server from the build (build/server/index.js bundles
 * server/production-server.ts with the pages, decision 043). Run `npm run build` first, or use
 * `npm start`, which builds when the sources are newer.
 */
import { enableCompileCache } from 'node:module'

const BUILT_SERVER = new URL('../build/server/index.js', import.meta.url).href

export async function main(): Promise<void> {
  // V8's compiled code kept on disk between starts (keyed by each file's content, in the system's
  // temporary directory): a restart does not compile the 3 MB bundle again (decision 047).
  enableCompileCache()
  const built = (await import(BUILT_SERVER)) as { main: () => Promise<void> }
  await built.main()
}
