import pg from 'pg'

export type ChannelEvents = {
  /** A notification on the channel arrived. */
  onNotify: () => void
  /**
   * Listening started or stopped: while it is stopped (connection lost, reconnecting)
   * notifications can be missed, so whoever relies on them must not trust what they hold.
   */
  onListeningChange: (isListening: boolean) => void
}

const RECONNECT_DELAY_MS = 1000

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries), reconnecting
 * after a loss. Returns a function that stops listening and closes the connection.
 */
export function listenOnPostgres(url: string, channel: string, { onNotify, onListeningChange }: ChannelEvents): () => Promise<void> {
  let client: pg.Client | undefined
  let isStopped = false
  let retry: NodeJS.Timeout | undefined

  const connect = async () => {
    const current = new pg.Client({ connectionString: url })
    client = current
    const lose = (error?: Error) => {
      if (client !== current) return
      client = undefined
      onListeningChange(false)
      current.end().catch(() => {})
      if (isStopped) return
      if (error) console.warn(`Postgres LISTEN ${channel} lost: ${error.message}; reconnecting`)
      retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS)
      retry.unref()
    }
    current.on('error', lose)
    current.on('end', () => lose())
    current.on('notification', (message) => {
      if (message.channel === channel) onNotify()
    })
    try {
      await current.connect()
      await current.query(`LISTEN ${channel}`)
      if (client === current && !isStopped) onListeningChange(true)
    } catch (error) {
      lose(error as Error)
    }
  }
  void connect()

  return async () => {
    isStopped = true
    clearTimeout(retry)
    const current = client
    client = undefined
    onListeningChange(false)
    await current?.end().catch(() => {})
  }
}

/** Channels NOTIFYed by triggers (migration 0020); every pooled connection LISTENs to them. */
const POOLED_CHANNELS = ['catalogue_changes']

/**
 * A process's own writes: Postgres hands a session its own NOTIFY before its COMMIT returns, so
 * with every pooled connection listening, the code that wrote goes on only after the
 * notification reached us (read-your-writes, as with PGlite). Other processes' writes arrive on
 * the dedicated connection of listenOnPostgres, which is there even when the pool is idle.
 */
export function forwardPooledNotifications(onNotify: (channel: string) => void) {
  // The pool's onConnect hook: awaited before the connection serves the query it was opened for.
  return async (client: pg.ClientBase) => {
    client.on('notification', (message) => onNotify(message.channel))
    for (const channel of POOLED_CHANNELS) await client.query(`LISTEN ${channel}`)
  }
}
