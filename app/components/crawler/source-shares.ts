export type SourceShare = { source: string; count: number; percent: string; fraction: number }

/**
 * Each platform's share of the catalogue, largest first, as the Agent Sources card shows it:
 * the percentage of all agents to one decimal (spec §2).
 */
export function sourceShares(breakdown: Record<string, number>): SourceShare[] {
  const total = Object.values(breakdown).reduce((sum, count) => sum + count, 0)

  return Object.entries(breakdown)
    .filter(([, count]) => count > 0)
    .sort(([leftSource, left], [rightSource, right]) => right - left || leftSource.localeCompare(rightSource))
    .map(([source, count]) => {
      const fraction = total ? count / total : 0

      return { source, count, fraction, percent: `${(fraction * 100).toFixed(1)}%` }
    })
}

/** Platforms with at least one agent: the "Sources" stat card. */
export function activePlatformCount(breakdown: Record<string, number>): number {
  return Object.values(breakdown).filter((count) => count > 0).length
}
