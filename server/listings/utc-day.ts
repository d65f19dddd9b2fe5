/** The UTC calendar day of a moment, as Postgres `date` text ('2026-11-23'): analytics days are UTC. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10)
}

/** The UTC day `days` before `day` (negative: after). */
export function shiftUtcDay(day: string, days: number): string {
  const moment = new Date(`${day}T00:00:00Z`)
  moment.setUTCDate(moment.getUTCDate() - days)

  return utcDay(moment)
}
