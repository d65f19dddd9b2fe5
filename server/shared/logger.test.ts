import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openMigratedPglite } from '../../tests/support/pglite-template.ts'
import { createLogger } from './logger.ts'

function capture() {
  let output = ''
  const stream = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk)
      done()
    },
  })

  return { logger: createLogger(stream), output: () => output }
}

describe('logs (issue 11, defect 9)', () => {
  it('never contain the bound parameters of a failed query (emails, password hashes)', async () => {
    // A real driver error: the template's copy opens in a fraction of a fresh PGlite's initdb.
    const handle = await openMigratedPglite()
    const { db } = handle
    await db.execute(sql`create table people (email text primary key, password_hash text not null)`)
    const email = 'secret.person@example.test'
    const hash = 'scrypt$N=16384$c2VjcmV0LXNhbHQ$SECRET-HASH-VALUE'
    await db.execute(sql`insert into people values (${email}, ${hash})`)
    const { logger, output } = capture()
    try {
      await db.execute(sql`insert into people values (${email}, ${hash})`)
    } catch (error) {
      logger.error({ err: error, path: '/api/auth/sign-up' }, 'unhandled error')
    }
    logger.info({ user: { email, passwordHash: hash, password: 'hunter2 hunter2' }, token: 'raw-session-token' }, 'signed in')
    await handle.close()

    const log = output()
    expect(log).toContain('Failed query')
    expect(log).toContain('duplicate key')
    for (const secret of [email, hash, 'SECRET-HASH-VALUE', 'hunter2', 'raw-session-token']) expect(log).not.toContain(secret)
  })
})
