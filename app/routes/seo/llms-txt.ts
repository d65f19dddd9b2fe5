import { apiRoutes } from '../../../server/http/api/index.ts'
import { documentedOperations } from '../../lib/openapi-operations.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { absoluteUrl, SITE_NAME } from '../../lib/seo.ts'
import { INDUSTRY_AUDIENCES, VERTICALS } from '../../../server/shared/taxonomy.ts'
import type { Route } from './+types/llms-txt'

const PAGES: [path: string, title: string, about: string][] = [
  ['/marketplace', 'Marketplace', 'every agent, with search (typo tolerant), filters by industry, category, difficulty, source, price and rating, and sorting'],
  ['/matchmaker', 'Find AI for my business', 'a six-question quiz that returns the six best-matching agents with the reasons they fit'],
  ['/compare', 'Compare agents', 'up to four agents side by side (`/compare?ids=1,2`)'],
  ['/free-agents', 'Free and affordable agents', 'agents by price band'],
  ['/shop', 'Storefront', 'free agents to deploy and paid agents to buy'],
  ['/contribute', 'Contribute an agent', 'members submit a GitHub or Hugging Face agent for review'],
  ['/about/sources', 'Sources', 'the public directories the catalogue is built from, with their licences'],
  ['/api-docs', 'API documentation', 'every JSON endpoint with its parameters'],
]

/** The llms.txt format (a Markdown summary for language models): what the site is, its pages, API and feeds. */
function renderLlmsTxt(origin: string, api: ReturnType<typeof documentedOperations>): string {
  const url = (path: string) => absoluteUrl(origin, path)
  const lines = [
    `# ${SITE_NAME}`,
    '',
    `> ${SITE_NAME} is a marketplace and directory of AI agents for solo professionals, small teams, schools, clinics, law firms and growing businesses. Agents are collected from public directories (GitHub, Hugging Face, template galleries) and community submissions; each listing has its industry, category, difficulty (beginner, intermediate, advanced), price, deployment facts (infrastructure, complexity, self-deployable) and member reviews.`,
    '',
    'Agent pages live at `/agents/{id}-{slug}`; every number on the site is computed from the catalogue. The JSON API needs no key for reading; writing (reviews, saved agents, contributions) needs a member session.',
    '',
    '## Pages',
    '',
    ...PAGES.map(([path, title, about]) => `- [${title}](${url(path)}): ${about}`),
    ...VERTICALS.map((industry) => `- [AI agents for ${INDUSTRY_AUDIENCES[industry]}](${url(`/industries/${industry}`)})`),
    '',
    '## API',
    '',
    `- [OpenAPI 3.1 document](${url('/api/openapi.json')}): the full description, generated from the schemas the server validates with`,
    ...api.flatMap((tag) => tag.operations.map((operation) => `- \`${operation.method.toUpperCase()} ${operation.path}\` (${tag.name}): ${operation.summary}`)),
    '',
    '## Feeds',
    '',
    `- [New agents, RSS 2.0](${url('/feed.xml')}) and [JSON Feed 1.1](${url('/feed.json')})`,
    ...VERTICALS.map((industry) => `- New agents for ${INDUSTRY_AUDIENCES[industry]}: [RSS](${url(`/industries/${industry}/feed.xml`)}), [JSON Feed](${url(`/industries/${industry}/feed.json`)})`),
    '',
    '## Optional',
    '',
    `- [Sitemap](${url('/sitemap.xml')})`,
    `- [About](${url('/about')})`,
    '',
  ]

  return lines.join('\n')
}

// GET /llms.txt – what the site and its API offer, for language models
export async function loader({ request }: Route.LoaderArgs) {
  const response = await apiRoutes.request('/openapi.json')
  const api = documentedOperations((await response.json()) as unknown)

  return new Response(renderLlmsTxt(siteOrigin(request), api), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
