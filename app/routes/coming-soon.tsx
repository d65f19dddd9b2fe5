import { data, Link } from 'react-router'
import { comingSoonPage } from '../lib/coming-soon.ts'
import { siteOrigin } from '../lib/origin.server.ts'
import { buildMeta } from '../lib/seo.ts'
import { buttonVariants } from '../ui/button.tsx'
import type { Route } from './+types/coming-soon'

/** One module for every page later work builds (registered per path in routes.ts). */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  const page = comingSoonPage(pathname)
  if (!page) throw data(null, { status: 404 })

  return { origin: siteOrigin(request), pathname, page }
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return []

  return buildMeta({ title: loaded.page.title, description: loaded.page.description, origin: loaded.origin, path: loaded.pathname, noIndex: true })
}

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-50">Coming soon</p>
      <h1 className="text-3xl font-bold tracking-tight">{page.title}</h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">{page.description}</p>
      <p className="text-slate-600 dark:text-slate-300">This page is not ready yet. Meanwhile, the marketplace has every agent we list.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/marketplace" className={buttonVariants()}>
          Back to the marketplace
        </Link>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Home
        </Link>
      </div>
    </div>
  )
}
