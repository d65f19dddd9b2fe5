import { scaleLinear } from 'd3-scale'
import { line } from 'd3-shape'
import type { TAnalyticsDay } from '../../../server/listings/index.ts'
import { SERIES_STYLE, type TAnalyticsChart, type TChartSeries } from '../../components/listings/chart-data.ts'

const WIDTH = 720
const HEIGHT = 260
const PLOT = { left: 44, top: 12, right: WIDTH - 12, bottom: HEIGHT - 28 }
const KEYS: TChartSeries['key'][] = ['views', 'uniqueVisitors', 'clicks', 'contacts']

function shortDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
}

/**
 * The daily chart's geometry with d3-scale and d3-shape, on the server only: the page gets path
 * strings and tick positions, so no charting code reaches the browser (decision 017).
 */
export function buildAnalyticsChart(days: TAnalyticsDay[]): TAnalyticsChart {
  const x = scaleLinear()
    .domain([0, Math.max(1, days.length - 1)])
    .range([PLOT.left, PLOT.right])
  const highest = Math.max(1, ...days.flatMap((day) => KEYS.map((key) => day[key])))
  const y = scaleLinear().domain([0, highest]).nice().range([PLOT.bottom, PLOT.top])
  const series = KEYS.map((key) => {
    const path =
      line<TAnalyticsDay>()
        .x((_day, index) => x(index))
        .y((day) => y(day[key]))(days) ?? ''

    return { key, path, ...SERIES_STYLE[key] }
  })
  const every = days.length > 31 ? 14 : 7
  const xTicks = days.flatMap((day, index) => ((days.length - 1 - index) % every === 0 ? [{ x: x(index), label: shortDate(day.day) }] : []))
  const yTicks = y
    .ticks(Math.min(5, y.domain()[1]!))
    .filter((value) => Number.isInteger(value))
    .map((value) => ({ y: y(value), label: String(value) }))
  const last = days.at(-1)
  const total = (key: TChartSeries['key']) => days.reduce((sum, day) => sum + day[key], 0)

  return {
    width: WIDTH,
    height: HEIGHT,
    plot: PLOT,
    series,
    xTicks,
    yTicks,
    today: { x: x(days.length - 1), points: last ? KEYS.map((key) => ({ key, y: y(last[key]), colour: SERIES_STYLE[key].colour })) : [] },
    summary: `Daily figures for the last ${days.length} days: ${total('views')} views, ${total('uniqueVisitors')} unique visitors, ${total('clicks')} clicks, ${total('contacts')} contact forms.`,
  }
}
