// Three rows of the distance table, reused by every call (nothing here awaits): a table of arrays
// per candidate made typo correction the slowest step of a search at 100,000 agents.
let beforeLast = new Int32Array(32)
let last = new Int32Array(32)
let row = new Int32Array(32)

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost 1, so "reveiw" is one edit from "review". With a `limit`, stops
 * as soon as the distance must exceed it and returns limit + 1 (typo correction asks only "within k?").
 */
export function editDistance(left: string, right: string, limit = Number.POSITIVE_INFINITY): number {
  const columns = right.length + 1
  if (Math.abs(left.length - right.length) > limit) return limit + 1
  if (row.length < columns) {
    beforeLast = new Int32Array(columns * 2)
    last = new Int32Array(columns * 2)
    row = new Int32Array(columns * 2)
  }
  for (let column = 0; column < columns; column++) last[column] = column

  for (let rowNumber = 1; rowNumber <= left.length; rowNumber++) {
    row[0] = rowNumber
    let rowBest = rowNumber
    for (let column = 1; column < columns; column++) {
      const cost = left[rowNumber - 1] === right[column - 1] ? 0 : 1
      let best = Math.min(last[column]! + 1, row[column - 1]! + 1, last[column - 1]! + cost)
      const isSwap = rowNumber > 1 && column > 1 && left[rowNumber - 1] === right[column - 2] && left[rowNumber - 2] === right[column - 1]
      if (isSwap) best = Math.min(best, beforeLast[column - 2]! + 1)
      row[column] = best
      if (best < rowBest) rowBest = best
    }
    // Every path to the end passes through this row: when all of it is over the limit, so is the end.
    if (rowBest > limit) return limit + 1
    const oldest = beforeLast
    beforeLast = last
    last = row
    row = oldest
  }

  return last[right.length]!
}
