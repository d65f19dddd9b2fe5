import { Link } from 'react-router'
import { cn } from '../../lib/cn.ts'

export const DASHBOARD_TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'listings', label: 'Listings' },
  { key: 'analytics', label: 'Analytics' },
  { key: 'contacts', label: 'Contacts' },
] as const
export type TDashboardTab = (typeof DASHBOARD_TABS)[number]['key']

/** Tabs as links (?tab=…), so each is its own server-rendered page and works without JavaScript. */
function DashboardTabs({ current, unreadCount }: { current: TDashboardTab; unreadCount: number }) {
  return (
    <nav aria-label="Dashboard sections" className="border-b border-slate-200 dark:border-slate-700">
      <ul className="-mb-px flex flex-wrap gap-1">
        {DASHBOARD_TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              to={`/premium/dashboard?tab=${tab.key}`}
              aria-current={tab.key === current ? 'page' : undefined}
              className={cn(
                'inline-flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium',
                tab.key === current ? 'border-brand-600 text-brand-700 dark:text-brand-100' : 'border-transparent text-slate-700 hover:border-slate-300 dark:text-slate-300',
              )}
            >
              {tab.label}
              {tab.key === 'contacts' && unreadCount > 0 && (
                <span className="rounded-full bg-brand-600 px-2 text-xs text-white">
                  {unreadCount}
                  <span className="sr-only"> unread</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export { DashboardTabs }
