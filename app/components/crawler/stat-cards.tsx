import type { TCrawlerStatus } from '../../../server/crawler/index.ts'
import { formatCount } from '../../lib/agent-display.ts'
import { cn } from '../../lib/cn.ts'
import { Card } from '../../ui/card.tsx'
import { activePlatformCount } from './source-shares.ts'

function StatCard({ label, value, caption, children }: { label: string; value?: string; caption: string; children?: React.ReactNode }) {
  return (
    <Card as="li" className="gap-1 p-5">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</p>
      {value !== undefined && <p className="text-3xl font-bold tracking-tight">{value}</p>}
      {children}
      <p className="text-xs text-slate-500 dark:text-slate-400">{caption}</p>
    </Card>
  )
}

/** Total Agents, FREE & Affordable Agents, Sources, Crawler Status (spec §2). */
function CrawlerStatCards({ status }: { status: TCrawlerStatus }) {
  return (
    <ul aria-label="Catalogue and crawler figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Total Agents" value={formatCount(status.totalAgents)} caption="across all platforms" />
      <StatCard label="FREE & Affordable Agents" value={formatCount(status.freeAgents)} caption="100% free to use" />
      <StatCard label="Sources" value={formatCount(activePlatformCount(status.sourceBreakdown))} caption="active platforms" />
      <StatCard label="Crawler Status" caption="daily automation">
        <p className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <span aria-hidden="true" className={cn('size-3 rounded-full', status.crawlerActive ? 'bg-emerald-500' : 'bg-red-500')} />
          {status.crawlerActive ? 'Active' : 'Inactive'}
        </p>
      </StatCard>
    </ul>
  )
}

export { CrawlerStatCards }
