import type { TListIndex } from './build-list-index.ts'
import { facetValuePositions } from './facet-value-positions.ts'
import { FACET_NAMES, type TAgentFacets, type TFacetName, type TFindAgentsFilters } from './find-agents.schemas.ts'
import { indexedFilterChecks, type TIndexedCheck } from './indexed-filters.ts'

/** A slice of the catalogue every listed or searched agent belongs to (the free agents), as a test over the list index. */
export type TCatalogueScope = { name: string; accepts: (index: TListIndex, position: number) => boolean }

export type MarkFilterFailuresOptions = {
  filters: TFindAgentsFilters
  index: TListIndex
  /** Decides which premium placements are still paid for. */
  now: number
  scope?: TCatalogueScope
}

/** A filter outside the facets (or the scope): an agent failing it counts nowhere. */
export const OUTSIDE = 128

let scratch = new Uint8Array(0)

/**
 * A zeroed array of `size` bytes, the same memory every query: a fresh 100 kB array per request at
 * 100,000 agents was garbage for the collector to chase. Safe because a query uses it without
 * awaiting anything between clearing it and its last read.
 */
function clearedScratch(size: number, value: number): Uint8Array {
  if (scratch.length < size) scratch = new Uint8Array(size)
  const cleared = scratch.subarray(0, size)
  cleared.fill(value)

  return cleared
}

/** Each filtered facet's bit and the value code its agents hold (-1: none can pass, two values asked or one no agent has). */
function wantedFacetCodes(checks: TIndexedCheck[]): Map<TFacetName, number> {
  const wanted = new Map<TFacetName, number>()
  for (const { facet, wantedCode } of checks) {
    if (facet === null || wantedCode === undefined) continue
    const earlier = wanted.get(facet)
    wanted.set(facet, earlier === undefined || earlier === wantedCode ? wantedCode : -1)
  }

  return wanted
}

/**
 * Per agent (by list index position), which filters it fails: bit f for facet f's own filter,
 * OUTSIDE for any other or the scope; 0 when it passes them all. Lists and searches both read it
 * (decision 046). One tight loop per filter: far faster than every test per agent. The array is
 * shared scratch: read it before the next await. `isFiltered` is false when nothing was marked;
 * `wanted` holds each filtered facet's value code (-1 when no agent can pass).
 */
export function markFilterFailures({ filters, index, now, scope }: MarkFilterFailuresOptions): { failed: Uint8Array; isFiltered: boolean; wanted: Map<TFacetName, number> } {
  const { size } = index
  const checks = indexedFilterChecks(filters, index, now)
  // A facet filter on a value: every agent marked as failing it, then cleared on the agents that
  // hold the value (kept per index): thousands of writes, not a pass over the catalogue per facet.
  const wanted = wantedFacetCodes(checks)
  let facetBits = 0
  for (const facet of wanted.keys()) facetBits |= 1 << FACET_NAMES.indexOf(facet)
  const failed = clearedScratch(size, facetBits)
  for (const [facet, code] of wanted) {
    if (code === -1) continue
    const passing = facetValuePositions(index, facet, code)
    const keep = ~(1 << FACET_NAMES.indexOf(facet))
    for (let entry = 0; entry < passing.length; entry++) failed[passing[entry]!]! &= keep
  }
  for (const check of checks) if (check.facet === null) check.markFailures(failed, OUTSIDE)
  if (scope) for (let position = 0; position < size; position++) if (!scope.accepts(index, position)) failed[position]! |= OUTSIDE

  return { failed, isFiltered: checks.length > 0 || scope !== undefined, wanted }
}

/**
 * The facet (its number in FACET_NAMES) whose own filter is an agent's only failure, or -1: such
 * an agent still counts toward that facet's other values (what choosing another value gives).
 */
export function onlyFailedFacet(failures: number): number {
  // One facet bit alone: 31 - clz32 is its number.
  return failures !== 0 && failures < OUTSIDE && (failures & (failures - 1)) === 0 ? 31 - Math.clz32(failures) : -1
}

/** Counts by facet and code as a result's facets: values with a count, most first, then by name. */
export function facetEntries(index: TListIndex, counts: Int32Array[]): TAgentFacets {
  return Object.fromEntries(
    FACET_NAMES.map((facet, facetNumber) => {
      const entries = index.facets[facet].values
        .map((value, code) => ({ value, count: counts[facetNumber]![code]! }))
        .filter((entry) => entry.count > 0)
        .sort((left, right) => right.count - left.count || left.value.localeCompare(right.value))

      return [facet, entries]
    }),
  ) as TAgentFacets
}
