import { isRouteErrorResponse, Link } from 'react-router'
import { requireBuilder } from '../../lib/guards.server.ts'
import {
  findInquiries,
  findListingAnalytics,
  findOwnedAgents,
  findPremiumListings,
  getDashboardOverview,
  getInquiry,
  readPremiumStatus,
  ZAnalyticsQuery,
} from '../../../server/listings/index.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { AnalyticsTab } from '../../components/listings/analytics-tab.tsx'
import { ContactsTab } from '../../components/listings/contacts-tab.tsx'
import { DASHBOARD_TABS, DashboardTabs, type TDashboardTab } from '../../components/listings/dashboard-tabs.tsx'
import { ListingsTab } from '../../components/listings/listings-tab.tsx'
import { OverviewTab } from '../../components/listings/overview-tab.tsx'
import { ErrorPage } from '../../components/error-page.tsx'
import { buttonVariants } from '../../ui/button.tsx'
import { FormMessage } from '../../ui/form.tsx'
import type { Route } from './+types/dashboard'
import { buildAnalyticsChart } from './analytics-chart.server.ts'
import { dashboardAction } from './dashboard-action.server.ts'

function premiumView(premium: Awaited<ReturnType<typeof readPremiumStatus>>) {
  return { status: premium.status, currentPeriodEnd: premium.currentPeriodEnd?.toISOString() ?? null, cancelAtPeriodEnd: premium.cancelAtPeriodEnd }
}

async function loadTab(tab: TDashboardTab, userId: number, url: URL) {
  if (tab === 'overview') {
    const overview = await getDashboardOverview({ userId })

    return { tab, overview: { ...overview, premium: premiumView(overview.premium) } } as const
  }
  if (tab === 'listings') {
    const [listings, premium] = await Promise.all([findPremiumListings({ userId }), readPremiumStatus(userId)])

    return { tab, listings, isSubscribed: premium.status === 'active' } as const
  }
  if (tab === 'analytics') {
    const query = ZAnalyticsQuery.safeParse(Object.fromEntries([...url.searchParams].filter(([key, value]) => key !== 'tab' && value !== '')))
    const { days, agentId } = query.success ? query.data : { days: 30 as const, agentId: undefined }
    const [owned, analytics] = await Promise.all([findOwnedAgents({ userId }), findListingAnalytics({ userId, days, agentId }).catch((error: unknown) => {
      if (isAppError(error) && error.code === 'FORBIDDEN') return findListingAnalytics({ userId, days })
      throw error
    })])

    return {
      tab,
      analytics: { ...analytics, range: days, chart: buildAnalyticsChart(analytics.days), agents: owned.map((agent) => ({ id: agent.id, name: agent.name })) },
    } as const
  }
  const isArchive = url.searchParams.get('archived') === 'true'
  const selectedId = Number(url.searchParams.get('inquiry'))
  // Opening a new inquiry marks it read, like any inbox; the list is read after, so it shows that.
  const selected = Number.isInteger(selectedId) && selectedId > 0 ? await getInquiry({ inquiryId: selectedId, builderUserId: userId, markRead: true }).catch(() => null) : null
  const inbox = await findInquiries({ builderUserId: userId, archived: isArchive })

  return { tab, contacts: { ...inbox, selected, isArchive } } as const
}

export function meta() {
  return [{ title: 'Builder dashboard | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireBuilder(request)
  const url = new URL(request.url)
  const requested = url.searchParams.get('tab')
  const tab: TDashboardTab = DASHBOARD_TABS.find((known) => known.key === requested)?.key ?? 'overview'
  // The tab first: opening an inquiry marks it read, and the unread count must show that.
  const content = await loadTab(tab, user.id, url)
  const unreadCount = content.tab === 'contacts' ? content.contacts.unreadCount : (await findInquiries({ builderUserId: user.id, limit: 0 })).unreadCount

  return { content, unreadCount }
}

export const action = dashboardAction

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { content, unreadCount } = loaderData
  const fieldErrors = actionData?.fieldErrors

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Builder dashboard</h1>
        <p className="text-slate-700 dark:text-slate-300">Your listings, what visitors do with them, and the messages they send you.</p>
      </div>
      <DashboardTabs current={content.tab} unreadCount={unreadCount} />
      {actionData?.message && <FormMessage isError={!actionData.ok}>{actionData.message}</FormMessage>}
      {content.tab === 'overview' && <OverviewTab overview={content.overview} />}
      {content.tab === 'listings' && <ListingsTab listings={content.listings} isSubscribed={content.isSubscribed} fieldErrors={actionData?.intent === 'save-listing' ? fieldErrors : undefined} />}
      {content.tab === 'analytics' && <AnalyticsTab analytics={content.analytics} />}
      {content.tab === 'contacts' && <ContactsTab contacts={content.contacts} replyError={actionData?.intent === 'reply' ? fieldErrors?.message : undefined} />}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    const message = (error.data as { message?: string } | null)?.message ?? 'The dashboard is for builders.'

    return (
      <ErrorPage title="Not allowed" message={message}>
        <Link to="/contribute" className={buttonVariants()}>
          List an agent
        </Link>
        <Link to="/marketplace" className={buttonVariants({ variant: 'outline' })}>
          Find your agent to claim it
        </Link>
      </ErrorPage>
    )
  }

  return <ErrorPage title="Something went wrong" message="We could not load your dashboard. Please try again in a moment." />
}
