/**
 * `npm start`: build the pages if there is no build yet (or the sources are newer), then serve.
 * Runs on Node 24's built-in TypeScript support, no extra loader.
 */
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { resolvePackagesOnce } from './resolve-once.ts'
import { restartWithServerSettings } from './server-process-settings.ts'

// Before any work: `npm start` passes the server's heap and allocator settings; started otherwise
// (`node scripts/start.ts`), the process starts again with them.
restartWithServerSettings()

const BUILD_ENTRY = 'build/server/index.js'

function newestModification(directory: string): number {
  let newest = 0
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name)
    const time = entry.isDirectory() ? newestModification(path) : statSync(path).mtimeMs
    if (time > newest) newest = time
  }

  return newest
}

function isBuildStale(): boolean {
  if (!existsSync(BUILD_ENTRY)) return true
  const builtAt = statSync(BUILD_ENTRY).mtimeMs

  return ['app', 'server', 'db/schema'].some((directory) => newestModification(directory) > builtAt)
}

if (isBuildStale()) {
  console.log('Building the site (first start or changed sources)…')
  execSync('npm run build', { stdio: 'inherit' })
}

process.env.NODE_ENV ??= 'production'
// Production needs PUBLIC_URL (server/shared/env.ts). On this machine, without a proxy in front, it
// is where we listen; behind a proxy (TRUST_PROXY) it must be configured, so boot refuses without it.
if (!process.env.PUBLIC_URL && !process.env.TRUST_PROXY) {
  process.env.PUBLIC_URL = `http://localhost:${process.env.PORT ?? 3000}`
  console.log(`PUBLIC_URL is not set: using ${process.env.PUBLIC_URL} (set it for a real deployment).`)
}
resolvePackagesOnce(fileURLToPath(new URL('..', import.meta.url)))
const { main } = await import('../server/main.ts')
await main()
