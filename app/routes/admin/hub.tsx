import { Link } from 'react-router'
import { requireAdmin } from '../../lib/guards.server.ts'
import { countAdminQueues } from '../../../server/admin/index.ts'
import { ADMIN_SECTIONS } from '../../components/admin/admin-sections.ts'
import { Badge } from '../../ui/badge.tsx'
import type { Route } from './+types/hub'

export function meta() {
  return [{ title: 'Admin | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request)

  return { name: admin.name, counts: await countAdminQueues() }
}

function waitingLabel(count: number) {
  return count === 1 ? '1 waiting' : `${count} waiting`
}

export default function AdminHub({ loaderData }: Route.ComponentProps) {
  const { counts, name } = loaderData

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Admin</h1>
        <p className="text-slate-700 dark:text-slate-300">Signed in as {name}. What waits for you, and every admin page.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_SECTIONS.map((section) => {
          const count = 'counter' in section ? counts[section.counter] : null

          return (
            <li key={section.to}>
              <Link
                to={section.to}
                className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="text-lg font-semibold">{section.label}</span>
                  {count !== null ? <Badge variant={count > 0 ? 'default' : 'secondary'}>{waitingLabel(count)}</Badge> : null}
                </span>
                <span className="text-sm text-slate-700 dark:text-slate-300">{section.description}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
