/**
 * Links into a directory's own repository. Relative links in a README and template files are
 * pinned to the snapshot commit we read, so the link shows exactly what the entry describes.
 */
export type RepositoryLinkOptions = {
  /** https://github.com/owner/repo */
  repositoryUrl: string
  commit: string
}

/** Encodes each path segment once ("🤖 Agent (v2).json" → "%F0%9F%A4%96%20Agent%20(v2).json"). */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      let decoded = segment
      try {
        decoded = decodeURIComponent(segment)
      } catch {
        // A stray "%" is literal text; encode it as such.
      }

      return encodeURIComponent(decoded)
    })
    .join('/')
}

/** A file in the repository at the commit: https://github.com/owner/repo/blob/<commit>/<path>. */
export function repositoryFileUrl({ repositoryUrl, commit, path }: RepositoryLinkOptions & { path: string }): string {
  return `${repositoryUrl}/blob/${commit}/${encodePath(path.replace(/^\.?\//, ''))}`
}

/**
 * Resolves a README link: absolute links are returned as written; relative ones point into the
 * repository (a folder as /tree/, a file as /blob/). Null when the link cannot be read.
 */
export function resolveRepositoryLink({ repositoryUrl, commit, href }: RepositoryLinkOptions & { href: string }): string | null {
  const target = href.trim()
  // A target holding another link ("[https://…](https://…)") is broken markup, not a path.
  if (/[[\]]/.test(target)) return null
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    try {
      return new URL(target).toString()
    } catch {
      return null
    }
  }
  if (target.startsWith('//')) return null

  const path = target.replace(/^\.?\//, '').replace(/[?#].*$/, '')
  if (!path) return null
  const lastSegment = path.replace(/\/$/, '').split('/').pop() ?? ''
  const isFile = /\.[a-z0-9]{1,8}$/i.test(lastSegment)
  const kind = isFile ? 'blob' : 'tree'

  return `${repositoryUrl}/${kind}/${commit}/${encodePath(path.replace(/\/$/, ''))}`
}
