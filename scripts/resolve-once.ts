import { registerHooks, type ResolveFnOutput } from 'node:module'
import { pathToFileURL } from 'node:url'

/**
 * Resolves each package a project file imports once, not once per importing file. Node resolves
 * `import … from 'drizzle-orm'` anew for every file that writes it, reading the package's
 * package.json each time (drizzle-orm's exports map is 180 KB); our ~170 files that import it
 * made that about a fifth of a restart's CPU (decision 037). Only imports written in the
 * project's own files (one node_modules, so one answer) are remembered; packages resolve their
 * own imports as usual.
 */
export function resolvePackagesOnce(projectRoot: string) {
  const root = pathToFileURL(projectRoot).href
  const resolved = new Map<string, ResolveFnOutput>()
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL
      const isBarePackage = !/^(\.|\/|#|node:|file:|data:)/.test(specifier)
      if (!isBarePackage || !parent?.startsWith(root) || parent.includes('/node_modules/')) return nextResolve(specifier, context)
      const key = `${specifier}\u0000${context.conditions?.join(',') ?? ''}\u0000${JSON.stringify(context.importAttributes ?? {})}`
      const known = resolved.get(key)
      if (known) return { ...known, shortCircuit: true }
      const result = nextResolve(specifier, context)
      resolved.set(key, result)

      return result
    },
  })
}
