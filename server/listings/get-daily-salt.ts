import { randomBytes } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { visitorSalts } from '../../db/schema/index.ts'
import { singleton } from '../shared/singleton.ts'
import { shiftUtcDay } from './utc-day.ts'

const salts = singleton('listing-visitor-salts', () => new Map<string, string>())

/**
 * The day's random salt for visitor hashes, the same in every process (the first one to ask
 * stores it). Salts older than the day before are deleted (yesterday's stays for the flush that
 * straddles midnight), so a stored hash cannot be recomputed from an address later.
 */
export async function getDailySalt(day: string): Promise<string> {
  const known = salts.get(day)
  if (known) return known

  await db.insert(visitorSalts).values({ day, salt: randomBytes(32).toString('base64url') }).onConflictDoNothing()
  const [row] = await db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(eq(visitorSalts.day, day))
  if (!row) throw new Error(`No visitor salt for ${day}`)
  const oldestKept = shiftUtcDay(day, 1)
  await db.delete(visitorSalts).where(lt(visitorSalts.day, oldestKept))
  for (const cachedDay of salts.keys()) if (cachedDay < oldestKept) salts.delete(cachedDay)
  salts.set(day, row.salt)

  return row.salt
}
