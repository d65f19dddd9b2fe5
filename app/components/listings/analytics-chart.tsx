import type { TAnalyticsChart } from './chart-data.ts'

/** The daily chart, drawn from server-computed shapes (no chart code runs in the browser). */
function AnalyticsChart({ chart, todayLabel }: { chart: TAnalyticsChart; todayLabel: string }) {
  const { plot } = chart

  return (
    <figure className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-labelledby="analytics-chart-title" className="h-auto w-full text-slate-500">
        <title id="analytics-chart-title">{`${chart.summary} ${todayLabel}`}</title>
        {chart.yTicks.map((tick) => (
          <g key={`y${tick.label}`}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="currentColor" strokeOpacity={0.2} />
            <text x={plot.left - 6} y={tick.y} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
              {tick.label}
            </text>
          </g>
        ))}
        {chart.xTicks.map((tick) => (
          <text key={`x${tick.label}`} x={tick.x} y={plot.bottom + 18} textAnchor="middle" fontSize={11} fill="currentColor">
            {tick.label}
          </text>
        ))}
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="currentColor" strokeOpacity={0.5} />
        {chart.series.map((series) => (
          <path key={series.key} d={series.path} fill="none" stroke={series.colour} strokeWidth={2} strokeDasharray={series.dash} />
        ))}
        {chart.today.points.map((point) => (
          <circle key={point.key} cx={chart.today.x} cy={point.y} r={3.5} fill={point.colour} />
        ))}
      </svg>
      <figcaption className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
        <ul className="flex flex-wrap gap-4" aria-label="Legend">
          {chart.series.map((series) => (
            <li key={series.key} className="flex items-center gap-2">
              <svg width="24" height="8" aria-hidden="true">
                <line x1="0" x2="24" y1="4" y2="4" stroke={series.colour} strokeWidth={2} strokeDasharray={series.dash} />
              </svg>
              {series.label}
            </li>
          ))}
        </ul>
        <p data-testid="chart-today">{todayLabel}</p>
      </figcaption>
    </figure>
  )
}

export { AnalyticsChart }
