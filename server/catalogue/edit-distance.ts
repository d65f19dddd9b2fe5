/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost 1, so "reveiw" is one edit from "review".
 */
export function editDistance(left: string, right: string): number {
  const rows = left.length + 1
  const columns = right.length + 1
  const distances: number[][] = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  )

  for (let row = 1; row < rows; row++) {
    for (let column = 1; column < columns; column++) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1
      let best = Math.min(
        distances[row - 1]![column]! + 1,
        distances[row]![column - 1]! + 1,
        distances[row - 1]![column - 1]! + cost,
      )
      const isSwap = row > 1 && column > 1 && left[row - 1] === right[column - 2] && left[row - 2] === right[column - 1]
      if (isSwap) best = Math.min(best, distances[row - 2]![column - 2]! + 1)
      distances[row]![column] = best
    }
  }

  return distances[left.length]![right.length]!
}
