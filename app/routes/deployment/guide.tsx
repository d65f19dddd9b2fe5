import { data, isRouteErrorResponse, Link } from 'react-router'
import { documentHref, loadKnowledgeBase } from '../../../server/assistant/index.ts'
import { Markdown } from '../../components/assistant/markdown.tsx'
import { ErrorPage } from '../../components/error-page.tsx'
import { PageBody, PageHero } from '../../components/page-section.tsx'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import { buttonVariants } from '../../ui/button.tsx'
import type { Route } from './+types/guide'

export function loader({ request, params }: Route.LoaderArgs) {
  const documents = loadKnowledgeBase().filter((document) => document.kind !== 'lesson')
  const guide = documents.find((document) => document.slug.split('/').pop() === params.guide)
  if (!guide) throw data(null, { status: 404 })
  const related = documents.filter((document) => document.slug !== guide.slug).map((document) => ({ title: document.title, href: documentHref(document), kind: document.kind }))

  return { origin: siteOrigin(request), guide: { title: guide.title, summary: guide.summary, body: guide.body.replace(/^# .*\n+/, ''), slug: guide.slug }, related }
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Guide not found | Agent Atlas' }]
  return buildMeta({ title: loaded.guide.title, description: loaded.guide.summary, origin: loaded.origin, path: `/deployment/guides/${loaded.guide.slug.split('/').pop()}` })
}

export default function Guide({ loaderData }: Route.ComponentProps) {
  const { guide, related } = loaderData
  return (
    <>
      <PageHero eyebrow={guide.slug.startsWith('troubleshooting/') ? 'Troubleshooting' : 'Deployment guide'} title={guide.title} description={guide.summary} />
      <PageBody className="grid grid-cols-1 gap-8 lg:grid-cols-3">
        <article className="lg:col-span-2">
          <Markdown className="text-base">{guide.body}</Markdown>
        </article>
        <nav aria-labelledby="more-guides" className="flex flex-col gap-2 text-sm">
          <h2 id="more-guides" className="text-lg font-semibold">
            More guides
          </h2>
          <ul className="flex flex-col gap-1">
            {related.map((entry) => (
              <li key={entry.href}>
                <Link to={entry.href} className="underline">
                  {entry.title}
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/deployment" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Ask the deployment assistant
          </Link>
        </nav>
      </PageBody>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage title="Guide not found" message="We have no deployment guide at this address." />
  return <ErrorPage title="Something went wrong" message="We could not load this guide. Please try again in a moment." />
}
