import { databaseHandle, type DatabaseHandle } from '../../db/client.ts'

/** What an in-memory cache of catalogue pages checks on every hit: two field reads, no query. */
export type CatalogueChanges = {
  /**
   * Moves on every committed catalogue change, whichever process made it (NOTIFY
   * catalogue_changes, migration 0020), and whenever listening stops or starts again.
   */
  readonly generation: number
  /** Notifications are arriving: something stored under the current generation is current. */
  readonly isListening: boolean
  /** Resolves once listening has started (or failed to start). */
  ready: Promise<void>
}

const CHANNEL = 'catalogue_changes'
const watchers = new WeakMap<DatabaseHandle, CatalogueChanges>()

function watch(handle: DatabaseHandle): CatalogueChanges {
  let settle = () => {}
  const state = { generation: 0, isListening: false, ready: new Promise<void>((resolve) => (settle = resolve)) }
  handle.listen(CHANNEL, {
    onNotify: () => {
      state.generation++
    },
    // Notifications sent while not listening are lost: whatever was stored before is suspect.
    onListeningChange: (isListening) => {
      state.generation++
      state.isListening = isListening
      settle()
    },
  })

  return state
}

/**
 * The catalogue's change signal for the current database, listening from the first call on.
 * One per database handle and process; shared by every cache that asks.
 */
export function watchCatalogueChanges(handle: DatabaseHandle = databaseHandle()): CatalogueChanges {
  let changes = watchers.get(handle)
  if (!changes) {
    changes = watch(handle)
    watchers.set(handle, changes)
  }

  return changes
}

/**
 * The change signal of a database this process already watches (the server does from boot:
 * server/boot.ts), or undefined: reading a version must not start a listener as a side effect.
 */
export function watchedCatalogueChanges(handle: DatabaseHandle = databaseHandle()): CatalogueChanges | undefined {
  return watchers.get(handle)
}
