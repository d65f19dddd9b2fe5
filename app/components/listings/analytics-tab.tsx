import { Form, Link } from 'react-router'
import { cn } from '../../lib/cn.ts'
import { Button, buttonVariants } from '../../ui/button.tsx'
import { Label } from '../../ui/label.tsx'
import { AnalyticsChart } from './analytics-chart.tsx'
import type { TAnalyticsChart } from './chart-data.ts'

type Day = { day: string; views: number; clicks: number; contacts: number; uniqueVisitors: number }

export type TAnalyticsView = {
  days: Day[]
  totals: Omit<Day, 'day'>
  chart: TAnalyticsChart
  range: 30 | 90
  agentId: number | null
  agents: { id: number; name: string }[]
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

function todaySentence(day: Day | undefined): string {
  if (!day) return ''

  return `Today (${day.day}): ${plural(day.views, 'view', 'views')}, ${plural(day.uniqueVisitors, 'unique visitor', 'unique visitors')}, ${plural(day.clicks, 'click', 'clicks')}, ${plural(day.contacts, 'contact form', 'contact forms')}.`
}

/** Per listing or in total: the daily chart (30 or 90 days), the table beneath it, and the CSV export. */
function AnalyticsTab({ analytics }: { analytics: TAnalyticsView }) {
  const query = (range: number) => `/premium/dashboard?tab=analytics&days=${range}${analytics.agentId ? `&agentId=${analytics.agentId}` : ''}`
  const csvHref = `/api/premium/analytics.csv?days=${analytics.range}${analytics.agentId ? `&agentId=${analytics.agentId}` : ''}`
  const newestFirst = [...analytics.days].reverse()

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <Form method="get" className="flex items-end gap-2" aria-label="Choose a listing">
          <input type="hidden" name="tab" value="analytics" />
          <input type="hidden" name="days" value={analytics.range} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="analytics-agent">Listing</Label>
            <select id="analytics-agent" name="agentId" defaultValue={analytics.agentId ?? ''} className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-900">
              <option value="">All listings</option>
              {analytics.agents.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline">
            Show
          </Button>
        </Form>
        <nav aria-label="Period" className="flex gap-1">
          {([30, 90] as const).map((range) => (
            <Link key={range} to={query(range)} aria-current={analytics.range === range ? 'page' : undefined} className={cn(buttonVariants({ variant: analytics.range === range ? 'default' : 'outline', size: 'sm' }))}>
              {range} days
            </Link>
          ))}
        </nav>
        <a href={csvHref} className={buttonVariants({ variant: 'outline', size: 'sm' })} download>
          Export CSV
        </a>
      </div>
      <section aria-labelledby="chart-heading" className="flex flex-col gap-2">
        <h2 id="chart-heading" className="text-xl font-semibold">
          Daily figures, last {analytics.range} days
        </h2>
        <AnalyticsChart chart={analytics.chart} todayLabel={todaySentence(analytics.days.at(-1))} />
      </section>
      <section aria-labelledby="table-heading" className="flex flex-col gap-2">
        <h2 id="table-heading" className="text-xl font-semibold">
          Day by day
        </h2>
        <div className="max-h-96 overflow-y-auto" tabIndex={0} role="region" aria-labelledby="table-heading">
          <table className="w-full text-right text-sm">
            <thead className="sticky top-0 bg-white dark:bg-slate-950">
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 text-left">Date (UTC)</th>
                <th scope="col" className="py-2">Views</th>
                <th scope="col" className="py-2">Unique visitors</th>
                <th scope="col" className="py-2">Clicks</th>
                <th scope="col" className="py-2">Contact forms</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((day) => (
                <tr key={day.day} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1 text-left font-normal">{day.day}</th>
                  <td className="py-1">{day.views}</td>
                  <td className="py-1">{day.uniqueVisitors}</td>
                  <td className="py-1">{day.clicks}</td>
                  <td className="py-1">{day.contacts}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-2 text-left">Total</th>
                <td className="py-2">{analytics.totals.views}</td>
                <td className="py-2">{analytics.totals.uniqueVisitors}</td>
                <td className="py-2">{analytics.totals.clicks}</td>
                <td className="py-2">{analytics.totals.contacts}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
    </div>
  )
}

export { AnalyticsTab }
