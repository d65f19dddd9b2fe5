import { hostname } from 'node:os'

/** Who runs a crawl: host and process id, so a restarted process can tell its dead runs from live ones. */
export function currentCrawlOwner(): string {
  return `${hostname()}:${process.pid}`
}

/** False only when the owner ran on this host and its process is gone; other hosts are judged by heartbeat. */
export function isOwnerAlive(owner: string): boolean {
  const separator = owner.lastIndexOf(':')
  const host = owner.slice(0, separator)
  const pid = Number(owner.slice(separator + 1))
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0) return true
  try {
    process.kill(pid, 0)

    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
