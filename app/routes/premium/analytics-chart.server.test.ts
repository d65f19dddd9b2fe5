import { describe, expect, it } from 'vitest'
import { buildAnalyticsChart } from './analytics-chart.server.ts'

const day = (date: string, views: number) => ({ day: date, views, clicks: 0, contacts: 0, uniqueVisitors: Math.min(views, 1) })

describe('the analytics chart geometry', () => {
  it('draws one path per figure across the plot, the busiest day highest, and marks today', () => {
    const chart = buildAnalyticsChart([day('2026-11-21', 0), day('2026-11-22', 4), day('2026-11-23', 2)])
    const views = chart.series.find((series) => series.key === 'views')!
    const points = [...views.path.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)].map((match) => ({ x: Number(match[1]), y: Number(match[2]) }))

    expect(points).toHaveLength(3)
    expect(points[0]!.x).toBe(chart.plot.left)
    expect(points[2]!.x).toBe(chart.plot.right)
    expect(points[0]!.y).toBe(chart.plot.bottom)
    expect(points[1]!.y).toBeLessThan(points[2]!.y)
    expect(chart.today.x).toBe(chart.plot.right)
    expect(chart.summary).toBe('Daily figures for the last 3 days: 6 views, 2 unique visitors, 0 clicks, 0 contact forms.')
  })

  it('keeps an empty range on a zero baseline with whole-number ticks', () => {
    const chart = buildAnalyticsChart([day('2026-11-22', 0), day('2026-11-23', 0)])

    expect(chart.yTicks.map((tick) => tick.label)).toEqual(['0', '1'])
    expect(chart.series.every((series) => series.path.length > 0)).toBe(true)
  })
})
