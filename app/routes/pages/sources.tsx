import { countAgentsByDirectory } from '../../../server/catalogue/index.ts'
import { DIRECTORIES } from '../../../server/crawler/index.ts'
import { ProsePage } from '../../components/prose-page.tsx'
import { pluralise } from '../../lib/agent-display.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import { Badge } from '../../ui/badge.tsx'
import type { Route } from './+types/sources'

const KIND_LABELS: Record<string, string> = {
  'awesome-list': 'Curated list',
  'structured-list': 'Structured data',
  'template-gallery': 'Template gallery',
  'skill-library': 'Skill library',
}

export async function loader({ request }: Route.LoaderArgs) {
  const counts = new Map((await countAgentsByDirectory()).map((entry) => [entry.directory.toLowerCase(), entry.count]))
  const directories = DIRECTORIES.map((directory) => ({
    key: directory.key,
    title: directory.title,
    url: directory.url,
    description: directory.description,
    kind: KIND_LABELS[directory.kind] ?? directory.kind,
    licence: directory.licence,
    licenceName: directory.licenceName,
    licenceUrl: directory.licenceUrl,
    committedAt: directory.committedAt,
    agentCount: counts.get(directory.key.toLowerCase()) ?? 0,
  })).sort((left, right) => right.agentCount - left.agentCount || left.title.localeCompare(right.title))
  // Agents found outside the listed directories (community submissions, direct API look-ups).
  const known = new Set(DIRECTORIES.map((directory) => directory.key.toLowerCase()))
  const others = [...counts.entries()].filter(([key]) => !known.has(key)).map(([key, count]) => ({ key, count }))

  return { origin: siteOrigin(request), directories, others }
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []

  return buildMeta({
    title: 'Sources and licences',
    description: 'The open directories the Agent Atlas catalogue is built from, the licence each is reused under, and how many agents we list from each.',
    origin: data.origin,
    path: '/about/sources',
  })
}

export default function Sources({ loaderData }: Route.ComponentProps) {
  const { directories, others } = loaderData

  return (
    <ProsePage
      title="Sources and licences"
      lead="The catalogue is built from public directories that allow reuse. We thank their authors and maintainers; each entry below names the licence we reuse it under."
      className="max-w-4xl"
    >
      <p>
        We read only directories under permissive licences (MIT, Apache 2.0, Creative Commons Attribution, CC0). Lists under a non-commercial licence or with no licence are not used.
        An agent found in several directories is listed once and credits each of them.
      </p>
      <ol className="flex flex-col gap-4">
        {directories.map((directory) => (
          <li key={directory.key} className="!ml-0 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="!mt-0">
                <a href={directory.url} rel="noopener">
                  {directory.title}
                </a>
              </h2>
              <p className="text-sm font-semibold">{pluralise(directory.agentCount, 'agent')} listed</p>
            </div>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{directory.description}</p>
            <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              <Badge variant="secondary">{directory.kind}</Badge>
              <span>
                Licence:{' '}
                <a href={directory.licenceUrl} rel="noopener license">
                  {directory.licenceName}
                </a>
              </span>
              <span className="text-slate-600 dark:text-slate-300">· snapshot of {directory.committedAt}</span>
            </p>
          </li>
        ))}
      </ol>
      {others.length > 0 && (
        <>
          <h2>Other sources</h2>
          <ul>
            {others.map((other) => (
              <li key={other.key}>
                {other.key}: {pluralise(other.count, 'agent')}
              </li>
            ))}
          </ul>
        </>
      )}
    </ProsePage>
  )
}
