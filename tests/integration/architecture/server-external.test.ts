import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_EXTERNAL } from '../../../scripts/server-external.ts'

/**
 * The server bundle (decision 043) inlines every package not in SERVER_EXTERNAL; a native (`.node`)
 * or WebAssembly (`.wasm`) file read from beside a package's own modules is then looked for beside
 * the bundle and not found, and the server fails at start. A dependency carries such files itself or
 * through the packages it depends on (platform binaries are optional dependencies).
 */
const root = process.cwd()
type TManifest = { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }

const packageDirectory = (name: string) => join(root, 'node_modules', name)
const manifestOf = (name: string): TManifest => JSON.parse(readFileSync(join(packageDirectory(name), 'package.json'), 'utf8')) as TManifest

function holdsBinaryFiles(directory: string, depth = 0): boolean {
  if (depth > 6) return false

  return readdirSync(directory, { withFileTypes: true }).some((entry) => {
    if (entry.isDirectory()) return entry.name !== 'node_modules' && holdsBinaryFiles(join(directory, entry.name), depth + 1)

    return /\.(node|wasm)$/.test(entry.name)
  })
}

/** The package and those it depends on (one level, installed ones only) that hold binary files. */
function binaryCarriers(name: string): string[] {
  const manifest = manifestOf(name)
  const candidates = [name, ...Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })]

  return candidates.filter((candidate) => existsSync(packageDirectory(candidate)) && holdsBinaryFiles(packageDirectory(candidate)))
}

describe('the server bundle keeps packages with native or WebAssembly files as imports', () => {
  const dependencies = Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as TManifest).dependencies ?? {})

  it('finds the binary files it looks for (the check can fail)', () => {
    expect(binaryCarriers('@electric-sql/pglite')).toContain('@electric-sql/pglite')
  })

  it.each(dependencies)('%s', (name) => {
    const carriers = binaryCarriers(name)
    const bundledCarriers = SERVER_EXTERNAL.includes(name) ? [] : carriers.filter((carrier) => !SERVER_EXTERNAL.includes(carrier))
    expect(bundledCarriers, `${name} is bundled but ${carriers.join(', ')} hold .node/.wasm files: add it to SERVER_EXTERNAL`).toEqual([])
  })
})
