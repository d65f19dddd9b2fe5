import type { CatalogueSource } from '../catalogue-sources.ts'
import type { HttpValidator, SourceClient } from '../http/create-source-client.ts'
import type { SourceFile } from '../parsers/parse-result.ts'
import { encodePath } from '../parsers/repository-links.ts'

export type ReadDirectoryFilesOptions = {
  source: CatalogueSource
  client: SourceClient
  baseUrls: { githubApi: string; githubRaw: string }
  /** Branch, tag or commit to read: HEAD when live (the directory as it is now), the snapshot offline. */
  ref: string
}

export type DirectoryFiles = {
  files: SourceFile[]
  errors: string[]
  /** The directory answered 304 to the ETag of the last merged read: nothing to do. */
  isUnchanged: boolean
  /** Store once the drafts are merged. */
  validators: HttpValidator[]
}

/** 'README.md' for /^README\.md$/; null when the pattern matches more than one literal path. */
function literalPath(pattern: RegExp): string | null {
  const match = /^\^((?:[^\\^$.*+?()[\]{}|/]|\\[.\-/])+)\$$/.exec(pattern.source)

  return match ? match[1]!.replace(/\\(.)/g, '$1') : null
}

/**
 * The files a directory's parser needs, from the raw-content host. Which files: the one literal
 * path, or the repository tree (GitHub's git trees API) filtered by the source's pattern. The
 * first request is conditional, so a directory unchanged since the last merged run costs one 304.
 */
export async function readDirectoryFiles({ source, client, baseUrls, ref }: ReadDirectoryFilesOptions): Promise<DirectoryFiles> {
  const [owner, repository] = source.directory.key.split('/') as [string, string]
  const rawUrl = (path: string) => `${baseUrls.githubRaw}/${owner}/${repository}/${encodeURIComponent(ref)}/${encodePath(path)}`
  const validators: HttpValidator[] = []
  const errors: string[] = []

  const literal = literalPath(source.files)
  let paths: string[]
  if (literal) {
    const response = await client.get(rawUrl(literal))
    if (response.isNotModified) return { files: [], errors, isUnchanged: true, validators }
    if (response.status !== 200) return { files: [], errors: [`${source.directory.key}: ${literal} answered ${response.status}`], isUnchanged: false, validators }
    if (response.validator) validators.push(response.validator)

    return { files: [{ path: literal, text: response.text }], errors, isUnchanged: false, validators }
  }

  const tree = await client.get(`${baseUrls.githubApi}/repos/${owner}/${repository}/git/trees/${encodeURIComponent(ref)}?recursive=1`)
  if (tree.isNotModified) return { files: [], errors, isUnchanged: true, validators }
  try {
    if (tree.status !== 200) throw new Error(`answered ${tree.status}`)
    const listing = JSON.parse(tree.text) as { tree?: { path?: unknown; type?: unknown }[]; truncated?: boolean }
    paths = (listing.tree ?? [])
      .filter((entry) => entry.type === 'blob' && typeof entry.path === 'string' && source.files.test(entry.path))
      .map((entry) => entry.path as string)
      .sort()
    if (listing.truncated) errors.push(`${source.directory.key}: the file list was truncated by GitHub; some entries may be missing`)
  } catch (error) {
    return { files: [], errors: [`${source.directory.key}: could not list files (${(error as Error).message})`], isUnchanged: false, validators }
  }
  if (tree.validator) validators.push(tree.validator)

  // All at once: the client's per-host pool keeps at most a few in flight.
  const results = await Promise.all(paths.map(async (path) => {
    const response = await client.get(rawUrl(path), { isConditional: false })

    return response.status === 200 ? { path, text: response.text } : `${source.directory.key}: ${path} answered ${response.status}`
  }))
  const files = results.filter((result): result is SourceFile => typeof result !== 'string')
  errors.push(...results.filter((result): result is string => typeof result === 'string'))

  return { files, errors, isUnchanged: false, validators }
}
