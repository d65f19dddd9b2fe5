import { readdir, readFile } from 'node:fs/promises'
import { join, normalize, relative, sep } from 'node:path'

export type CreateSnapshotFetchOptions = {
  /** Folder of snapshots laid out as `<owner>__<repo>/<path>` (fixtures/sources). */
  root: string
  /** The raw-content base URL the connectors build file URLs from. */
  rawBaseUrl: string
  /** The GitHub API base URL the connectors list repository trees from. */
  githubApiUrl: string
}

function urlOf(input: Parameters<typeof fetch>[0]): URL {
  return new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
}

/** Path segments after a base URL's own path, decoded; null when the URL is not under the base. */
function segmentsUnder(url: URL, base: string): string[] | null {
  const baseUrl = new URL(base)
  const basePath = baseUrl.pathname.replace(/\/+$/, '')
  if (url.origin !== baseUrl.origin || !url.pathname.startsWith(`${basePath}/`)) return null

  return url.pathname.slice(basePath.length + 1).split('/').map(decodeURIComponent)
}

function folderOf(root: string, owner: string, repository: string, path: string[] = []): string | null {
  const relativePath = normalize(join(`${owner}__${repository}`, ...path))

  return relativePath.split(sep).includes('..') ? null : join(root, relativePath)
}

async function treeAnswer(folder: string): Promise<Response> {
  try {
    const entries = await readdir(folder, { withFileTypes: true, recursive: true })
    const tree = entries.filter((entry) => entry.isFile()).map((entry) => ({ path: relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'), type: 'blob' }))

    return Response.json({ sha: 'snapshot', tree, truncated: false })
  } catch {
    return Response.json({ message: 'Not Found' }, { status: 404 })
  }
}

/**
 * A fetch that answers raw-content URLs (`<raw>/<owner>/<repo>/<ref>/<path>`) and GitHub tree
 * listings (`<api>/repos/<owner>/<repo>/git/trees/<ref>`) from the bundled snapshots, so an offline
 * crawl runs the same connector and parser code as a live one. Anything else is refused: offline
 * means no traffic.
 */
export function createSnapshotFetch({ root, rawBaseUrl, githubApiUrl }: CreateSnapshotFetchOptions): typeof fetch {
  return async (input) => {
    const url = urlOf(input)
    const tree = segmentsUnder(url, githubApiUrl)
    if (tree && tree.length === 6 && tree[0] === 'repos' && tree[3] === 'git' && tree[4] === 'trees') {
      const folder = folderOf(root, tree[1]!, tree[2]!)

      return folder ? treeAnswer(folder) : Response.json({ message: 'Not Found' }, { status: 404 })
    }

    const raw = segmentsUnder(url, rawBaseUrl)
    if (!raw) return new Response(`Offline crawl: no live traffic to ${url.href}`, { status: 403 })
    const [owner, repository, _ref, ...path] = raw
    const file = owner && repository && path.length ? folderOf(root, owner, repository, path) : null
    if (!file) return new Response('404: Not Found', { status: 404 })
    try {
      return new Response(await readFile(file), { status: 200 })
    } catch {
      return new Response('404: Not Found', { status: 404 })
    }
  }
}
