import { sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import { agentOrder } from './agent-order.ts'
import type { TListIndex } from './build-list-index.ts'
import type { TAgentSort } from './find-agents.schemas.ts'

const ordersByIndex = new WeakMap<TListIndex, Map<TAgentSort, Promise<Int32Array>>>()

/** Where each id sits in the index (its ids ascend: it reads `order by id`), by binary search. */
function positionOf(ids: Int32Array, id: number): number {
  let low = 0
  let high = ids.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const found = ids[middle]!
    if (found === id) return middle
    if (found < id) low = middle + 1
    else high = middle - 1
  }

  return -1
}

async function readSortOrder(index: TListIndex, sort: TAgentSort): Promise<Int32Array> {
  // The database orders, with agent-order.ts's ORDER BY, so a list reads exactly as the SQL did:
  // numeric weighted ratings, microsecond timestamps and nulls placed as Postgres places them.
  // One row, one string (string_agg): far cheaper for PGlite than 100,000 one-column rows.
  const result = await db.execute(
    sql`select coalesce(string_agg(id::text, ',' order by ${sql.join(agentOrder({ sort, searchRank: null }), sql`, `)}), '') as ids from ${agents} where ${agents.isActive}`,
  )
  const { ids: orderedIds } = result.rows[0] as { ids: string }
  const ids = index.id
  const order = new Int32Array(index.size)
  const placed = new Uint8Array(index.size)
  let filled = 0
  for (const id of orderedIds === '' ? [] : orderedIds.split(',')) {
    const position = positionOf(ids, Number(id))
    if (position === -1 || placed[position]) continue
    placed[position] = 1
    order[filled++] = position
  }
  // An agent written between the index's read and this one: last, so it is still listed once.
  for (let position = 0; position < index.size; position++) if (!placed[position]) order[filled++] = position

  return order
}

/**
 * Index positions in a sort's order, read once per index (that is, per catalogue version) and
 * sort, on first use; concurrent lists wait for the same read.
 */
export function loadSortOrder(index: TListIndex, sort: TAgentSort): Promise<Int32Array> {
  let orders = ordersByIndex.get(index)
  if (!orders) ordersByIndex.set(index, (orders = new Map()))
  let order = orders.get(sort)
  if (!order) {
    order = readSortOrder(index, sort)
    orders.set(sort, order)
    order.catch(() => orders.delete(sort))
  }

  return order
}
