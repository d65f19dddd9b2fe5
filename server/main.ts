/**
 * Starts the production server from the build (build/server/index.js bundles
 * server/production-server.ts with the pages, decision 043). Run `npm run build` first, or use
 * `npm start`, which builds when the sources are newer.
 */
const BUILT_SERVER = new URL('../build/server/index.js', import.meta.url).href

export async function main(): Promise<void> {
  const built = (await import(BUILT_SERVER)) as { main: () => Promise<void> }
  await built.main()
}
