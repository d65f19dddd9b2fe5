import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

let projectRoot: string | undefined

/**
 * A path inside the project, wherever the calling code runs from: the TypeScript sources
 * (db/migrate.ts) or the built server (build/server/index.js bundles them, decision 043), so
 * `import.meta.url` cannot anchor it. The root is the nearest folder above holding package.json.
 */
export function projectPath(relativePath: string): string {
  if (!projectRoot) {
    let folder = dirname(fileURLToPath(import.meta.url))
    while (!existsSync(join(folder, 'package.json')) && dirname(folder) !== folder) folder = dirname(folder)
    projectRoot = folder
  }

  return join(projectRoot, relativePath)
}
