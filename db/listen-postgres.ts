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
