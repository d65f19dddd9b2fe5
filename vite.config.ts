import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { SERVER_EXTERNAL } from './scripts/server-external.ts'

type TModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }

/**
 * Fewer, larger chunks for the first load (decision 034). Left to itself the bundler splits the
 * client into one chunk per set of routes sharing a module: a first visit loaded 30–45 small files,
 * and gzip compresses each alone (~7 KB more than together). Groups instead:
 * - `shell`: everything the root route and the client entry import (React, React Router, the header,
 *   footer, menus): every page loads it anyway.
 * - a family of routes: the modules two or more of them import, in one chunk. `catalogue` (home,
 *   marketplace, agent page: the card, save and compare, the search box), then `listing` (the filtered
 *   lists: filter form, results summary, pagination).
 * Other modules keep the bundler's own splitting.
 */
const FAMILIES: Record<string, string[]> = {
  catalogue: ['app/routes/home.tsx', 'app/routes/catalogue/marketplace.tsx', 'app/routes/agents/agent-detail.tsx'],
  listing: ['app/routes/catalogue/marketplace.tsx', 'app/routes/catalogue/free-agents.tsx', 'app/routes/catalogue/shop.tsx', 'app/routes/catalogue/industry.tsx'],
}
const SHELL_STARTS = /[\\/]app[\\/]root\.tsx|entry\.client/

const moduleIds: string[] = []
let shell: Set<string> | undefined
const families = new Map<string, Set<string>>()

function closureOf(starts: string[], graph: TModuleGraph): Set<string> {
  const found = new Set<string>()
  const pending = [...starts]
  while (pending.length > 0) {
    const id = pending.pop()!
    if (found.has(id)) continue
    found.add(id)
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }

  return found
}

function shellOf(graph: TModuleGraph): Set<string> {
  shell ??= closureOf(
    moduleIds.filter((id) => SHELL_STARTS.test(id)),
    graph,
  )

  return shell
}

/** Modules two or more of the family's routes import, less the shell's and the earlier families'. */
function familyOf(name: string, graph: TModuleGraph): Set<string> {
  const known = families.get(name)
  if (known) return known
  const counts = new Map<string, number>()
  for (const route of FAMILIES[name]!) {
    for (const id of closureOf(moduleIds.filter((moduleId) => moduleId.replaceAll('\\', '/').includes(route)), graph)) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  const taken = new Set([...shellOf(graph), ...Object.keys(FAMILIES).slice(0, Object.keys(FAMILIES).indexOf(name)).flatMap((earlier) => [...familyOf(earlier, graph)])])
  const family = new Set([...counts].filter(([id, count]) => count >= 2 && !taken.has(id)).map(([id]) => id))
  families.set(name, family)

  return family
}

/** The bundler calls every group's `test` before its `name`: `test` is where the module ids are seen. */
function recordModule(id: string) {
  moduleIds.push(id)

  return true
}


export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  ssr: isSsrBuild ? { noExternal: true, external: SERVER_EXTERNAL } : {},
  build: isSsrBuild
    ? // The whole production server, not only the pages: one copy of the server code (decision 043).
      { rolldownOptions: { input: './server/production-server.ts' } }
    : {
        // `SOURCEMAP=1 npm run build` to see which modules a chunk holds.
        sourcemap: process.env.SOURCEMAP === '1',
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { priority: 9, test: recordModule, name: (id: string, graph: TModuleGraph) => (shellOf(graph).has(id) ? 'shell' : null) },
                ...Object.keys(FAMILIES).map((family, index) => ({
                  priority: 8 - index,
                  test: () => true,
                  name: (id: string, graph: TModuleGraph) => (familyOf(family, graph).has(id) ? family : null),
                })),
              ],
            },
          },
        },
      },
}))
