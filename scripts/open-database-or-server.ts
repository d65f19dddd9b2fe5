import { DataDirLockedError } from '../db/data-dir-lock.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { openConfiguredDatabase } from '../server/boot.ts'

export type TLocalServer = { url: string; token: string }

/**
 * For CLI commands: the configured database, or, when a running server holds the embedded data
 * directory, that server's local admin API (the lock file says where, with a token only this
 * machine's user can read). Any other holder: the lock's message, and exit 1.
 */
export async function openDatabaseOrServer(): Promise<{ handle: DatabaseHandle; server?: undefined } | { handle?: undefined; server: TLocalServer }> {
  try {
    return { handle: await openConfiguredDatabase() }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    if (!error.holder.server) {
      console.error(error.message)
      process.exit(1)
    }
    console.error(`${error.dataDir} is in use by process ${error.holder.pid} (${error.holder.command}): going through that server at ${error.holder.server.url}.`)

    return { server: error.holder.server }
  }
}

/** POSTs to the running server's local admin API; its error message on failure. */
export async function callLocalServer<T>(server: TLocalServer, path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${server.url}/api/local/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as T & { error?: { message: string } }
  if (!response.ok) throw new Error(answer.error?.message ?? `The server answered ${response.status}`)

  return answer
}
