import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { appSecrets } from '../../db/schema/index.ts'
import { env } from '../shared/env.ts'
import { singleton } from '../shared/singleton.ts'

const SECRET_NAME = 'session-secret'
const cache = singleton<{ secret?: Promise<string> }>('session-secret', () => ({}))

async function loadOrCreate(): Promise<string> {
  // Whoever inserts first wins; every other process reads the same value.
  await db.insert(appSecrets).values({ name: SECRET_NAME, value: randomBytes(48).toString('base64url') }).onConflictDoNothing()
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME)).limit(1)
  if (!row) throw new Error('The session secret could not be stored')

  return row.value
}

/**
 * The secret for signing values that are not stored (e.g. sandbox payment events): SESSION_SECRET
 * when set, otherwise a random one generated once and kept in the database, shared by every process.
 */
export async function getSessionSecret(): Promise<string> {
  const configured = env().SESSION_SECRET
  if (configured) return configured
  cache.secret ??= loadOrCreate().catch((error: unknown) => {
    cache.secret = undefined
    throw error
  })

  return cache.secret
}
