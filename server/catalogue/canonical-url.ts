/**
 * URL identity for de-duplication: the crawler, the shipped catalogue build and community
 * contributions all compare agents by these keys, so two spellings of one link must meet.
 */

/** Query parameters that only track where a click came from; they never change the page. */
const TRACKING_PARAMETERS = new Set([
  'ref',
  'ref_src',
  'ref_url',
  'fbclid',
  'gclid',
  'dclid',
  'msclkid',
  'yclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
])

/** First path segments on github.com that are product pages, not a user or organisation. */
const GITHUB_RESERVED_OWNERS = new Set([
  'about',
  'apps',
  'collections',
  'contact',
  'customer-stories',
  'enterprise',
  'events',
  'explore',
  'features',
  'issues',
  'join',
  'login',
  'marketplace',
  'new',
  'notifications',
  'orgs',
  'organizations',
  'pricing',
  'pulls',
  'readme',
  'search',
  'security',
  'settings',
  'site',
  'sponsors',
  'topics',
  'trending',
])

/** First path segments on huggingface.co that are site sections, not a model owner. */
const HUGGING_FACE_RESERVED_OWNERS = new Set([
  'blog',
  'collections',
  'docs',
  'join',
  'learn',
  'login',
  'models',
  'organizations',
  'papers',
  'posts',
  'pricing',
  'settings',
  'tasks',
])

const GITHUB_OWNER_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i
const GITHUB_REPOSITORY_PATTERN = /^[a-z0-9._-]+$/i

function parseUrl(url: string): URL | null {
  const trimmed = url.trim()
  // Directory entries sometimes omit the scheme ("github.com/owner/repo"); "host:8080/x" has none either.
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed)
  const withScheme = hasScheme ? trimmed : `https://${trimmed}`
  try {
    return new URL(withScheme)
  } catch {
    return null
  }
}

function hostOf(parsed: URL): string {
  return parsed.hostname.toLowerCase().replace(/^www\./, '')
}

function pathSegments(parsed: URL): string[] {
  return parsed.pathname.split('/').filter((segment) => segment.length > 0)
}

function isTrackingParameter(name: string): boolean {
  const key = name.toLowerCase()

  return key.startsWith('utm_') || TRACKING_PARAMETERS.has(key)
}

/**
 * One spelling per page: https, lower-case host without `www.`, no fragment, no tracking
 * parameters, remaining parameters sorted, no trailing slash. A github.com repository
 * (`/Owner/Repo`, `/Owner/Repo/`, `/Owner/Repo.git`) becomes `https://github.com/owner/repo`;
 * deeper paths inside it (`/tree/main/x`) stay distinct, with owner and repository lower-cased.
 * Unparseable input comes back trimmed so callers can still compare it.
 */
export function canonicalizeUrl(url: string): string {
  const parsed = parseUrl(url)
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return url.trim()

  const host = hostOf(parsed)
  const port = parsed.port && parsed.port !== '80' && parsed.port !== '443' ? `:${parsed.port}` : ''
  let segments = pathSegments(parsed)

  if (host === 'github.com' && segments.length >= 2 && repoFullNameFromUrl(url)) {
    const [owner = '', repository = '', ...rest] = segments
    segments = [owner.toLowerCase(), repository.toLowerCase().replace(/\.git$/, ''), ...rest]
  }

  const parameters = [...parsed.searchParams.entries()]
    .filter(([name]) => !isTrackingParameter(name))
    .sort(([left], [right]) => left.localeCompare(right))
  const query = parameters.length ? `?${new URLSearchParams(parameters).toString()}` : ''
  const path = segments.length ? `/${segments.join('/')}` : ''

  return `https://${host}${port}${path}${query}`
}

/**
 * 'owner/repo' (lower-cased) for any URL inside a GitHub repository, including
 * raw.githubusercontent.com files; null for profiles, product pages (topics, orgs, sponsors…)
 * and gists, which are not repositories.
 */
export function repoFullNameFromUrl(url: string): string | null {
  const parsed = parseUrl(url)
  if (!parsed) return null

  const host = hostOf(parsed)
  if (host !== 'github.com' && host !== 'raw.githubusercontent.com') return null

  const [owner, repository] = pathSegments(parsed)
  if (!owner || !repository) return null
  if (GITHUB_RESERVED_OWNERS.has(owner.toLowerCase())) return null

  const repositoryName = repository.replace(/\.git$/i, '')
  if (!GITHUB_OWNER_PATTERN.test(owner) || !GITHUB_REPOSITORY_PATTERN.test(repositoryName)) return null

  return `${owner}/${repositoryName}`.toLowerCase()
}

/** True when the URL is the repository itself (its home page), not a folder or file inside it. */
export function isRepositoryRootUrl(url: string): boolean {
  if (!repoFullNameFromUrl(url)) return false
  const parsed = parseUrl(url)

  return parsed !== null && hostOf(parsed) === 'github.com' && pathSegments(parsed).length === 2
}

/**
 * Hugging Face identity: 'owner/name' for a model, 'spaces/owner/name' for a Space and
 * 'datasets/owner/name' for a dataset, so the three kinds never collide. Null for site pages.
 */
export function huggingFaceIdFromUrl(url: string): string | null {
  const parsed = parseUrl(url)
  if (!parsed) return null

  const host = hostOf(parsed)
  if (host !== 'huggingface.co' && host !== 'hf.co') return null

  const segments = pathSegments(parsed)
  const [first, second, third] = segments
  if (!first || !second) return null

  if (first === 'spaces' || first === 'datasets') {
    if (!third) return null

    return `${first}/${second}/${third}`
  }
  if (HUGGING_FACE_RESERVED_OWNERS.has(first.toLowerCase())) return null

  return `${first}/${second}`
}
