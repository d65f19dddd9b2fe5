import { readFile } from 'node:fs/promises'
import { join, normalize, sep } from 'node:path'

export type CreateSnapshotFetchOptions = {
  /** Folder of snapshots laid out as `<owner>__<repo>/<path>` (fixtures/sources). */
  root: string
  /** The raw-content base URL the connectors build their URLs from. */
  rawBaseUrl: string
}

/**
 * A fetch that answers raw-content URLs (`<base>/<owner>/<repo>/<ref>/<path>`) from the bundled
 * snapshots, so an offline crawl runs the same connector and parser code as a live one.
 * Anything else is refused: offline means no traffic.
 */
export function createSnapshotFetch({ root, rawBaseUrl }: CreateSnapshotFetchOptions): typeof fetch {
  const base = rawBaseUrl.replace(/\/+$/, '')

  return async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!url.startsWith(`${base}/`)) {
      return new Response(`Offline crawl: no live traffic to ${url}`, { status: 403 })
    }
    const [owner, repo, _ref, ...path] = new URL(url).pathname.slice(new URL(base).pathname.replace(/\/$/, '').length + 1).split('/')
    const relative = normalize(join(`${decodeURIComponent(owner ?? '')}__${decodeURIComponent(repo ?? '')}`, ...path.map(decodeURIComponent)))
    if (!owner || !repo || !path.length || relative.startsWith('..') || relative.split(sep).includes('..')) {
      return new Response('Not Found', { status: 404 })
    }
    try {
      return new Response(await readFile(join(root, relative)), { status: 200 })
    } catch {
      return new Response('Not Found', { status: 404 })
    }
  }
}
