import { closeSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from 'node:fs'
import path from 'node:path'

/** What the lock file next to an embedded data directory says about the process holding it. */
export type TDataDirLockHolder = {
  pid: number
  command: string
  startedAt: string
  /** Set by a server once it listens: CLI commands go through it instead of opening the directory. */
  server?: { url: string; token: string }
}

export class DataDirLockedError extends Error {
  readonly dataDir: string
  readonly holder: TDataDirLockHolder

  constructor(dataDir: string, holder: TDataDirLockHolder) {
    super(
      holder.server
        ? `${dataDir} is in use by process ${holder.pid} (${holder.command}). Stop it, or run this command against the running server at ${holder.server.url} (npm run crawl, seed and admin:create do that by themselves).`
        : `${dataDir} is in use by process ${holder.pid} (${holder.command}). Stop it, or wait until it has finished, then run this command again.`,
    )
    this.name = 'DataDirLockedError'
    this.dataDir = dataDir
    this.holder = holder
  }
}

export type TDataDirLock = {
  path: string
  /** Records the server's local admin address and token (the file is readable by this user only). */
  announceServer: (server: { url: string; token: string }) => void
  release: () => void
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)

    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function describeCommand(): string {
  const script = process.env.npm_lifecycle_event
  if (script) return script === 'start' || script === 'test' ? `npm ${script}` : `npm run ${script}`

  return process.argv.slice(1).map((part) => path.relative(process.cwd(), part) || part).join(' ') || 'node'
}

export function lockPathFor(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`
}

export function readDataDirLock(dataDir: string): TDataDirLockHolder | null {
  try {
    return JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8')) as TDataDirLockHolder
  } catch {
    return null
  }
}

/**
 * PGlite is one process's database: two processes on one directory corrupt it (issue 11,
 * defect 1). Takes `<dataDir>.lock` exclusively (created with O_EXCL, mode 0600) holding this
 * process's pid and command; a lock whose process is gone is stale and taken over. Anyone else
 * gets a DataDirLockedError at once, naming the holder.
 */
export function acquireDataDirLock(dataDir: string): TDataDirLock {
  const lockPath = lockPathFor(dataDir)
  const holder: TDataDirLockHolder = { pid: process.pid, command: describeCommand(), startedAt: new Date().toISOString() }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const descriptor = openSync(lockPath, 'wx', 0o600)
      writeSync(descriptor, JSON.stringify(holder))
      closeSync(descriptor)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const existing = readDataDirLock(dataDir)
      if (existing && existing.pid !== process.pid && isAlive(existing.pid)) throw new DataDirLockedError(dataDir, existing)
      // Stale (its process died without cleaning up) or unreadable: take it over.
      unlinkSync(lockPath)
      if (attempt === 1) throw new Error(`Could not lock ${dataDir}`)
    }
  }

  let isReleased = false
  const release = () => {
    if (isReleased) return
    isReleased = true
    process.off('exit', release)
    if (readDataDirLock(dataDir)?.pid === process.pid) unlinkSync(lockPath)
  }
  process.on('exit', release)

  return {
    path: lockPath,
    announceServer: (server) => writeFileSync(lockPath, JSON.stringify({ ...holder, server }), { mode: 0o600 }),
    release,
  }
}
