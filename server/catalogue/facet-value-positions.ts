import type { TListIndex } from './build-list-index.ts'
import type { TFacetName } from './find-agents.schemas.ts'

const positionsByIndex = new WeakMap<TListIndex, Map<string, Int32Array>>()

/**
 * The list index positions of the agents whose `facet` holds value `code`, in ascending order:
 * made on first use for the index (that is, per catalogue version) and kept with it.
 */
export function facetValuePositions(index: TListIndex, facet: TFacetName, code: number): Int32Array {
  let kept = positionsByIndex.get(index)
  if (!kept) positionsByIndex.set(index, (kept = new Map()))
  const key = `${facet}:${code}`
  let positions = kept.get(key)
  if (!positions) {
    const { codes } = index.facets[facet]
    let count = 0
    for (let position = 0; position < index.size; position++) if (codes[position] === code) count++
    positions = new Int32Array(count)
    for (let position = 0, entry = 0; position < index.size; position++) if (codes[position] === code) positions[entry++] = position
    kept.set(key, positions)
  }

  return positions
}
