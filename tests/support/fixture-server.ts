import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, normalize, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A real HTTP server on 127.0.0.1 that answers like GitHub's REST API, the Hugging Face Hub API and
 * raw.githubusercontent.com, from the recorded fixtures (fixtures/api, fixtures/sources). The
 * crawler's tests, the crash test's child process and bench/crawl.ts point the base URLs at it.
 */

const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url))
const API = join(FIXTURES, 'api')
const SOURCES = join(FIXTURES, 'sources')

/** An answer that replaces the recorded one for matching requests (rate limits, malformed pages…). */
export type FixtureOverride = {
  match: (url: URL) => boolean
  status?: number
  /** A file under fixtures/api, or a body. */
  file?: string
  body?: string
  headers?: Record<string, string>
  /** Answer like GitHub once its rate limit is used up, resetting this many seconds from now. */
  rateLimitResetInSeconds?: number
}

export type FixtureScenario = {
  /** Milliseconds before every answer (the crash test slows a crawl down). */
  delayMs: number
  overrides: FixtureOverride[]
}

export type RecordedRequest = { method: string; url: string; headers: Record<string, string | undefined> }

export type FixtureServer = {
  origin: string
  baseUrls: { githubApi: string; githubRaw: string; huggingFace: string }
  requests: RecordedRequest[]
  scenario: FixtureScenario
  close: () => Promise<void>
}

type Answer = { status: number; body: string; headers: Record<string, string> }

const HUGGING_FACE_MODEL_SEARCHES: Record<string, string> = {
  med: 'models_search-med.json',
  legal: 'models_search-legal.json',
  fin: 'models_search-fin.json',
  'customer-support': 'models_search-customer-support.json',
  job: 'models_search-job.json',
  edu: 'models_search-edu.json',
}

async function readHeaders(file: string): Promise<{ status: number; headers: Record<string, string> }> {
  const [statusLine = '', ...lines] = (await readFile(join(API, file), 'utf8')).split('\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }

  return { status: Number(statusLine.split(' ')[1] ?? 200), headers }
}

async function fileAnswer(file: string, headersFile?: string): Promise<Answer> {
  const body = await readFile(join(API, file), 'utf8')
  const recorded = headersFile ? await readHeaders(headersFile) : { status: 200, headers: {} }

  return { status: recorded.status, body, headers: { 'content-type': 'application/json; charset=utf-8', ...recorded.headers } }
}

const notFound = (body = '{"message":"Not Found","status":"404"}'): Answer => ({ status: 404, body, headers: { 'content-type': 'application/json' } })

/** GitHub's git trees answer for a directory snapshot: every file of fixtures/sources/<owner>__<repo>. */
async function treeAnswer(owner: string, repository: string): Promise<Answer> {
  const folder = join(SOURCES, `${owner}__${repository}`)
  if (!existsSync(folder)) return notFound()
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  const tree = entries
    .filter((entry) => entry.isFile())
    .map((entry) => ({ path: relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'), mode: '100644', type: 'blob' }))

  return { status: 200, body: JSON.stringify({ sha: 'fixture', url: '', tree, truncated: false }), headers: { 'content-type': 'application/json; charset=utf-8' } }
}

async function githubAnswer(path: string, url: URL): Promise<Answer> {
  if (path === '/search/repositories') {
    const query = url.searchParams.get('q') ?? ''
    const page = Number(url.searchParams.get('page') ?? '1')
    if (query !== 'topic:ai-agent' || page > 2) return fileAnswer('github/search_repositories_empty.json')
    const answer = await fileAnswer(`github/search_repositories_topic-ai-agent_page${page}.json`, `github/search_repositories_topic-ai-agent_page${page}.headers`)
    // Only two pages were recorded: the second one is served as the last.
    if (page === 2) answer.headers.link = answer.headers.link!.replace(/,\s*<[^>]*>;\s*rel="next"/, '')

    return answer
  }
  const tree = /^\/repos\/([^/]+)\/([^/]+)\/git\/trees\/[^/]+$/.exec(path)
  if (tree) return treeAnswer(decodeURIComponent(tree[1]!), decodeURIComponent(tree[2]!))
  const repository = /^\/repos\/([^/]+)\/([^/]+)$/.exec(path)
  if (repository) {
    const [owner, name] = [decodeURIComponent(repository[1]!), decodeURIComponent(repository[2]!)]
    if (`${owner}/${name}`.toLowerCase() === 'opendevin/opendevin') return fileAnswer('github/repo_moved_301.json', 'github/repo_moved_301.headers')
    // GitHub matches owner and repository names case-insensitively.
    const wanted = [`repo_${owner}__${name}.json`, `repo_${owner}__${name}_archived.json`].map((file) => file.toLowerCase())
    const recorded = (await readdir(join(API, 'github'))).find((file) => wanted.includes(file.toLowerCase()))
    if (recorded) return fileAnswer(`github/${recorded}`)

    return fileAnswer('github/repo_not_found_404.json').then((answer) => ({ ...answer, status: 404 }))
  }
  const byId = /^\/repositories\/(\d+)$/.exec(path)
  if (byId && existsSync(join(API, `github/repository_${byId[1]}.json`))) return fileAnswer(`github/repository_${byId[1]}.json`)

  return notFound()
}

async function huggingFaceAnswer(path: string, url: URL): Promise<Answer> {
  const search = url.searchParams.get('search')
  if (path === '/api/models') {
    if (search === 'agent') {
      return url.searchParams.has('cursor')
        ? fileAnswer('huggingface/models_search-agent_page2.json', 'huggingface/models_search-agent_page2.headers')
        : fileAnswer('huggingface/models_search-agent_page1.json', 'huggingface/models_search-agent_page1.headers')
    }
    if (url.searchParams.get('filter') === 'function-calling') return fileAnswer('huggingface/models_filter-function-calling.json')
    const file = search ? HUGGING_FACE_MODEL_SEARCHES[search] : undefined

    return file ? fileAnswer(`huggingface/${file}`) : { status: 200, body: '[]', headers: { 'content-type': 'application/json' } }
  }
  if (path === '/api/spaces') {
    return search === 'agent'
      ? fileAnswer('huggingface/spaces_search-agent.json', 'huggingface/spaces_search-agent.headers')
      : { status: 200, body: '[]', headers: { 'content-type': 'application/json' } }
  }
  const single = /^\/api\/(models|spaces)\/([^/]+)\/([^/]+)$/.exec(path)
  if (single) {
    const kind = single[1] === 'models' ? 'model' : 'space'
    const id = `${decodeURIComponent(single[2]!)}__${decodeURIComponent(single[3]!)}`
    for (const candidate of [`huggingface/${kind}_${id}.json`, `huggingface/${kind}_${id}_gated.json`]) {
      if (existsSync(join(API, candidate))) return fileAnswer(candidate)
    }

    // The Hub answers 401 RepoNotFound for unknown (or private) repositories when anonymous.
    return fileAnswer('huggingface/model_not_found_401.json', 'huggingface/model_not_found_401.headers')
  }

  return notFound()
}

async function rawAnswer(path: string): Promise<Answer> {
  const [owner, repository, _ref, ...rest] = path.slice(1).split('/').map(decodeURIComponent)
  const relative = normalize(join(`${owner}__${repository}`, ...rest))
  if (!owner || !repository || !rest.length || relative.split(sep).includes('..')) return notFound('404: Not Found')
  try {
    return { status: 200, body: await readFile(join(SOURCES, relative), 'utf8'), headers: { 'content-type': 'text/plain; charset=utf-8' } }
  } catch {
    return notFound('404: Not Found')
  }
}

async function overrideAnswer(override: FixtureOverride): Promise<Answer> {
  if (override.rateLimitResetInSeconds !== undefined) {
    const answer = await fileAnswer('github/rate_limited_403.json', 'github/rate_limited_403.headers')
    answer.headers['x-ratelimit-reset'] = String(Math.ceil(Date.now() / 1000 + override.rateLimitResetInSeconds))

    return { ...answer, status: override.status ?? 403 }
  }
  const body = override.file ? await readFile(join(API, override.file), 'utf8') : (override.body ?? '')

  return { status: override.status ?? 200, body, headers: { 'content-type': 'application/json', ...override.headers } }
}

/** Links and locations point at the real hosts; the crawler must keep talking to this server. */
function rebase(value: string, origin: string) {
  return value.replaceAll('https://api.github.com', `${origin}/github`).replaceAll('https://huggingface.co', `${origin}/huggingface`)
}

export async function startFixtureServer(scenario: Partial<FixtureScenario> = {}): Promise<FixtureServer> {
  const requests: RecordedRequest[] = []
  const state: FixtureScenario = { delayMs: 0, overrides: [], ...scenario }
  let origin = ''

  const answer = async (request: IncomingMessage): Promise<Answer> => {
    const url = new URL(request.url ?? '/', origin)
    const override = state.overrides.find((candidate) => candidate.match(url))
    if (override) return overrideAnswer(override)
    const [, area = '', ...rest] = url.pathname.split('/')
    const path = `/${rest.join('/')}`
    if (area === 'github') return githubAnswer(path, url)
    if (area === 'huggingface') return huggingFaceAnswer(path, url)
    if (area === 'raw') return rawAnswer(path)

    return notFound()
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    requests.push({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: { authorization: request.headers.authorization, 'if-none-match': request.headers['if-none-match'] as string | undefined },
    })
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs))
    const { status, body, headers } = await answer(request)
    for (const name of ['link', 'location']) if (headers[name]) headers[name] = rebase(headers[name], origin)
    const etag = status === 200 ? `W/"${createHash('sha1').update(body).digest('hex')}"` : undefined
    if (etag && request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag }).end()

      return
    }
    response.writeHead(status, { ...headers, ...(etag ? { etag } : {}) }).end(request.method === 'HEAD' ? undefined : body)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => response.writeHead(500).end(error.message))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    baseUrls: { githubApi: `${origin}/github`, githubRaw: `${origin}/raw`, huggingFace: `${origin}/huggingface` },
    requests,
    scenario: state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** The environment that points the crawler's GitHub, raw-content and Hugging Face clients at `server`. */
export function fixtureSourceEnv(server: Pick<FixtureServer, 'baseUrls'>): Record<string, string> {
  return { GITHUB_API_URL: server.baseUrls.githubApi, GITHUB_RAW_URL: server.baseUrls.githubRaw, HF_API_URL: server.baseUrls.huggingFace }
}
