import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

type TModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }

/**
 * Fewer, larger chunks for the first load (decision 034). Left to itself the bundler splits the
 * client into one chunk per set of routes sharing a module: a first visit loaded 30–45 small files,
 * and gzip compresses each alone (~7 KB more than together). Two groups instead:
 * - `shell`: everything the root route and the client entry import (React, React Router, the header,
 *   footer, menus): every page loads it anyway.
 * - `catalogue`: modules that two or more of the home page, the marketplace and the agent page import
 *   (the card, save and compare, the search box), the pages most visits start on.
 * Other routes keep the bundler's own splitting.
 */
const CATALOGUE_ROUTES = ['app/routes/home.tsx', 'app/routes/catalogue/marketplace.tsx', 'app/routes/agents/agent-detail.tsx']
const SHELL_STARTS = /[\\/]app[\\/]root\.tsx|entry\.client/

const moduleIds: string[] = []
let shell: Set<string> | undefined
let catalogue: Set<string> | undefined

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

/** Modules two or more catalogue routes import, the shell's excepted. */
function catalogueOf(graph: TModuleGraph): Set<string> {
  if (catalogue) return catalogue
  const counts = new Map<string, number>()
  for (const route of CATALOGUE_ROUTES) {
    for (const id of closureOf(moduleIds.filter((moduleId) => moduleId.replaceAll('\\', '/').includes(route)), graph)) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  const shellModules = shellOf(graph)
  catalogue = new Set([...counts].filter(([id, count]) => count >= 2 && !shellModules.has(id)).map(([id]) => id))

  return catalogue
}

/** The bundler calls every group's `test` before its `name`: `test` is where the module ids are seen. */
function recordModule(id: string) {
  moduleIds.push(id)

  return true
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: isSsrBuild
    ? {}
    : {
        // `SOURCEMAP=1 npm run build` to see which modules a chunk holds.
        sourcemap: process.env.SOURCEMAP === '1',
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { priority: 2, test: recordModule, name: (id: string, graph: TModuleGraph) => (shellOf(graph).has(id) ? 'shell' : null) },
                { priority: 1, test: () => true, name: (id: string, graph: TModuleGraph) => (catalogueOf(graph).has(id) ? 'catalogue' : null) },
              ],
            },
          },
        },
      },
}))
