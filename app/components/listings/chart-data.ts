/** The analytics chart as plain shapes: computed on the server (d3), drawn as SVG without any chart code in the browser. */
export type TChartSeries = { key: 'views' | 'clicks' | 'contacts' | 'uniqueVisitors'; label: string; path: string; colour: string; dash?: string }

export type TAnalyticsChart = {
  width: number
  height: number
  plot: { left: number; top: number; right: number; bottom: number }
  series: TChartSeries[]
  xTicks: { x: number; label: string }[]
  yTicks: { y: number; label: string }[]
  /** Where the last day (today) sits, with its figures, marked on the chart. */
  today: { x: number; points: { key: TChartSeries['key']; y: number; colour: string }[] }
  /** One sentence for screen readers: the range and the totals. */
  summary: string
}

export const SERIES_STYLE: Record<TChartSeries['key'], { label: string; colour: string; dash?: string }> = {
  views: { label: 'Views', colour: '#2563eb' },
  uniqueVisitors: { label: 'Unique visitors', colour: '#059669', dash: '6 3' },
  clicks: { label: 'Clicks', colour: '#d97706', dash: '2 3' },
  contacts: { label: 'Contact forms', colour: '#9333ea', dash: '10 3 2 3' },
}
