import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { singleton } from '../server/shared/singleton.ts'
import { acquireDataDirLock, type TDataDirLock } from './data-dir-lock.ts'
import { forwardPooledNotifications, listenOnPostgres, type ChannelEvents } from './listen-postgres.ts'
import * as schema from './schema/index.ts'

/**
 * Both drivers expose the same query builder; we type against node-postgres's, whose
 * `execute()` result also has `.rows` like PGlite's.
 */
export type Database = NodePgDatabase<typeof schema>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** The embedded database's directory lock (db/data-dir-lock.ts). */
  lock?: TDataDirLock
  /** PGlite only: the whole data directory as a gzipped tarball (backups). */
  dumpDataDir?: () => Promise<Blob>
  /**
   * LISTEN on a channel (NOTIFY from triggers, whichever process wrote): how in-memory caches learn
   * of other processes' writes. Returns a function that stops listening; closing the handle stops all.
   */
  listen: (channel: string, events: ChannelEvents) => () => Promise<void>
}

/** Keeps the stop functions of a handle's listeners, so closing the handle ends them. */
function trackListeners(listen: DatabaseHandle['listen']) {
  const stops = new Set<() => Promise<void>>()

  return {
    listen: (channel: string, events: ChannelEvents) => {
      const stop = listen(channel, events)
      const tracked = async () => {
        stops.delete(tracked)
        await stop()
      }
      stops.add(tracked)

      return tracked
    },
    stopAll: () => Promise.all([...stops].map((stop) => stop())),
  }
}

export type OpenDatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string; max?: number }

/**
 * PGlite's buffer cache lives in the process's own memory (WASM), so Postgres's default 128 MB is
 * 128 MB of our RSS once touched. The files behind it stay in the OS page cache, so a smaller
 * cache costs little time (decision 037); PGLITE_SHARED_BUFFERS overrides it.
 */
const PGLITE_SHARED_BUFFERS = process.env.PGLITE_SHARED_BUFFERS ?? '32MB'

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const subscribers = new Map<string, Set<() => void>>()
    const onConnect = forwardPooledNotifications((channel) => subscribers.get(channel)?.forEach((notify) => notify()))
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10, onConnect: onConnect as (client: pg.ClientBase) => void })
    // An idle connection the server ends (restart, failover, DROP DATABASE) must not crash the
    // process: the pool drops it and the next query opens a new one.
    pool.on('error', (error) => console.warn(`Postgres connection lost: ${error.message}`))
    const db = drizzlePostgres(pool, { schema }) as Database
    const listeners = trackListeners((channel, events) => {
      const notifies = subscribers.get(channel) ?? new Set()
      subscribers.set(channel, notifies)
      notifies.add(events.onNotify)
      const stop = listenOnPostgres(options.url, channel, events)

      return async () => {
        notifies.delete(events.onNotify)
        await stop()
      }
    })

    return {
      db,
      kind: 'postgres',
      listen: listeners.listen,
      close: async () => {
        await listeners.stopAll()
        await pool.end()
      },
    }
  }

  // One process per data directory: a second one refuses at once, naming the holder.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const lock = options.dataDir ? acquireDataDirLock(options.dataDir) : undefined
  // pg_trgm must be loaded in every process that opens the data dir, not only the one that migrated it.
  let client: PGlite
  try {
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    })
  } catch (error) {
    lock?.release()
    throw error
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database
  // One process, one session: PGlite delivers its own NOTIFYs to its listeners as the writing query returns.
  const listeners = trackListeners((channel, { onNotify, onListeningChange }) => {
    const unlisten = client.listen(channel, onNotify).then(
      (stop) => {
        onListeningChange(true)

        return stop
      },
      () => {
        onListeningChange(false)

        return async () => {}
      },
    )

    return async () => {
      onListeningChange(false)
      if (!client.closed) await (await unlisten)()
    }
  })

  return {
    db,
    kind: 'pglite',
    lock,
    listen: listeners.listen,
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
    close: async () => {
      await listeners.stopAll()
      await client.close()
      lock?.release()
    },
  }
}

type Current = { handle?: DatabaseHandle }
const current = singleton<Current>('database', () => ({}))

/** Makes `handle` the database every domain function uses (boot, CLI scripts, each test file). */
export function useDatabase(handle: DatabaseHandle) {
  current.handle = handle
}

export function databaseHandle(): DatabaseHandle {
  if (!current.handle) throw new Error('No database is open: call useDatabase() at boot')

  return current.handle
}

type TAmbientTransaction = { tx: Database; isOpen: boolean }
const ambientTransaction = singleton('ambient-transaction', () => new AsyncLocalStorage<TAmbientTransaction>())

/**
 * Runs `work` in one transaction in which every `db` query, in this function and in whatever it
 * calls, goes through that transaction: domain functions written against `db` join it without an
 * executor passed down (their own `db.transaction` becomes a savepoint). Inside one already, joins
 * it. Work started in the background outside the scope's lifetime falls back to the database.
 */
export async function inTransaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
  const outer = ambientTransaction.getStore()
  if (outer?.isOpen) return work(outer.tx)

  return databaseHandle().db.transaction(async (tx) => {
    const scope: TAmbientTransaction = { tx: tx as unknown as Database, isOpen: true }
    try {
      return await ambientTransaction.run(scope, () => work(scope.tx))
    } finally {
      scope.isOpen = false
    }
  })
}

/** True inside inTransaction: what is read there may not be committed yet (caches must not keep it). */
export function isInTransaction(): boolean {
  return ambientTransaction.getStore()?.isOpen === true
}

/**
 * The current database. A proxy so domain modules can `import { db }` once while boot code and
 * tests decide which database that is; inside inTransaction, that transaction.
 */
export const db = new Proxy({} as Database, {
  get(_target, property) {
    const scope = ambientTransaction.getStore()
    const target = (scope?.isOpen ? scope.tx : databaseHandle().db) as unknown as Record<PropertyKey, unknown>
    const value = target[property]

    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
  },
})
