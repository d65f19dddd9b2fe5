/**
 * At most this many requests in flight to one host, across every connector and client of the
 * process: sources are read in parallel without hammering any one of them (GitHub asks clients not
 * to open many concurrent connections; the raw-content host serves a directory's files).
 */
export const REQUESTS_PER_HOST = 8

type Pool = { active: number; waiting: (() => void)[] }
const pools = new Map<string, Pool>()

/** Waits for a free slot on the URL's host; call the returned function once the answer is read. */
export async function takeHostSlot(url: string): Promise<() => void> {
  const host = new URL(url).host
  let pool = pools.get(host)
  if (!pool) {
    pool = { active: 0, waiting: [] }
    pools.set(host, pool)
  }
  if (pool.active >= REQUESTS_PER_HOST) await new Promise<void>((resolve) => pool.waiting.push(resolve))
  else pool.active += 1

  let isReleased = false

  return () => {
    if (isReleased) return
    isReleased = true
    // The slot passes straight to the next waiter; the count only drops when nobody waits.
    const next = pool.waiting.shift()
    if (next) next()
    else {
      pool.active -= 1
      if (pool.active === 0) pools.delete(host)
    }
  }
}
