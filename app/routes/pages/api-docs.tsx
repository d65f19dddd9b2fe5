import { apiRoutes } from '../../../server/http/api/index.ts'
import { ProsePage } from '../../components/prose-page.tsx'
import { cn } from '../../lib/cn.ts'
import { documentedOperations } from '../../lib/openapi-operations.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import { Badge } from '../../ui/badge.tsx'
import type { Route } from './+types/api-docs'

const METHOD_COLOURS: Record<string, string> = {
  GET: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  POST: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  PUT: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  PATCH: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  DELETE: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
}

export async function loader({ request }: Route.LoaderArgs) {
  // The very document /api/openapi.json serves, asked of the API in-process (no network hop).
  const response = await apiRoutes.request('/openapi.json')
  const document = (await response.json()) as unknown

  return { origin: siteOrigin(request), tags: documentedOperations(document) }
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []

  return buildMeta({ title: 'API documentation', description: 'The Agent Atlas JSON API: search and filter the catalogue, read agents, stats and more.', origin: data.origin, path: '/api-docs' })
}

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  return (
    <ProsePage
      title="API documentation"
      lead="A JSON API over the catalogue. Requests and responses are JSON; errors answer { error: { code, message } }."
      className="max-w-5xl"
    >
      <p>
        The machine-readable description is at <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Anonymous GET answers carry an ETag; send it back as If-None-Match to
        get a 304 when nothing changed.
      </p>
      {loaderData.tags.map((tag) => (
        <section key={tag.name} aria-labelledby={`tag-${tag.name}`} className="flex flex-col gap-4">
          <h2 id={`tag-${tag.name}`}>{tag.name}</h2>
          {tag.operations.map((operation) => (
            <div key={`${operation.method} ${operation.path}`} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
              <h3 className="flex flex-wrap items-center gap-2 font-mono text-sm font-semibold">
                <span className={cn('rounded px-2 py-0.5 text-xs', METHOD_COLOURS[operation.method] ?? 'bg-slate-200 dark:bg-slate-700')}>{operation.method}</span>
                {operation.path}
              </h3>
              <p className="font-medium">{operation.summary}</p>
              {operation.description && <p className="text-sm text-slate-700 dark:text-slate-300">{operation.description}</p>}
              {operation.parameters.length > 0 && (
                // Wide tables scroll sideways on phones; the region is focusable so keyboards can scroll it.
                <div className="overflow-x-auto" role="region" tabIndex={0} aria-label={`Parameters of ${operation.method} ${operation.path}`}>
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Parameters of {operation.method} {operation.path}</caption>
                    <thead>
                      <tr className="border-b border-slate-200 dark:border-slate-700">
                        <th scope="col" className="py-1 pr-3">Parameter</th>
                        <th scope="col" className="py-1 pr-3">In</th>
                        <th scope="col" className="py-1 pr-3">Type</th>
                        <th scope="col" className="py-1">Description</th>
                      </tr>
                    </thead>
                    <tbody>
                      {operation.parameters.map((parameter) => (
                        <tr key={`${parameter.location}-${parameter.name}`} className="border-b border-slate-100 align-top dark:border-slate-800">
                          <td className="py-1.5 pr-3 font-mono">
                            {parameter.name}
                            {parameter.isRequired && <Badge variant="outline" className="ml-1">required</Badge>}
                          </td>
                          <td className="py-1.5 pr-3">{parameter.location}</td>
                          <td className="py-1.5 pr-3">{parameter.type}</td>
                          <td className="py-1.5">{parameter.description}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {operation.hasRequestBody && <p className="text-sm">Takes a JSON body; see the OpenAPI document for its schema.</p>}
              <p className="text-sm text-slate-700 dark:text-slate-300">
                Answers:{' '}
                {operation.responses.map((response, index) => (
                  <span key={response.status}>
                    {index > 0 && '; '}
                    <strong>{response.status}</strong> {response.description}
                  </span>
                ))}
              </p>
            </div>
          ))}
        </section>
      ))}
    </ProsePage>
  )
}
