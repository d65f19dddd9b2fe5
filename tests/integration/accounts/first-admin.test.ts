import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { users } from '../../../db/schema/index.ts'
import { createFirstAdmin, ensureAdmin } from '../../../server/accounts/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { createUser, signIn } from '../../support/auth.ts'
import { setupTestDatabase, testDatabaseKind } from '../../support/database.ts'
import { openMigratedPglite } from '../../support/pglite-template.ts'

setupTestDatabase()
const app = createApp()
const run = promisify(execFile)

describe('the first admin', () => {
  it('ADMIN_EMAIL/ADMIN_PASSWORD create an admin only while there is none', async () => {
    const first = await createFirstAdmin({ email: 'First@Example.test', password: 'first admin password' })
    expect(first).toMatchObject({ outcome: 'created', user: { email: 'first@example.test', role: 'admin' } })
    await expect(signIn(app, { email: 'first@example.test', password: 'first admin password' })).resolves.toBeTruthy()

    const member = await createUser()
    expect(await createFirstAdmin({ email: member.email, password: 'whatever password' })).toBeNull()
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, member.id))
    expect(row?.role).toBe('member')
  })

  it('admin:create promotes an existing account without touching its password', async () => {
    const member = await createUser()
    const result = await ensureAdmin({ email: member.email, password: 'ignored for existing accounts' })

    expect(result.outcome).toBe('promoted')
    expect(result.user.role).toBe('admin')
    await expect(signIn(app, member)).resolves.toBeTruthy()
    expect((await ensureAdmin({ email: member.email, password: 'x'.repeat(12) })).outcome).toBe('already-admin')
  })

  // The command always opens an embedded database (DATABASE_URL is emptied): the Postgres project
  // would repeat the very same run. Its data dir starts as a copy of the migrated, empty template,
  // which spares the child initdb and the migrations (the server's first start covers those).
  it.skipIf(testDatabaseKind() === 'postgres')('npm run admin:create works on a new, empty embedded database', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'agent-atlas-admin-'))
    await (await openMigratedPglite(join(dataDir, 'pglite'))).close()
    const adminCreate = (args: string[]) =>
      run(process.execPath, ['scripts/create-admin.ts', ...args], { env: { ...process.env, DATA_DIR: join(dataDir, 'pglite'), DATABASE_URL: '', NODE_ENV: 'test' }, timeout: 120_000 })
    try {
      const { stdout } = await adminCreate(['--email', 'ops@example.test', '--password', 'a long admin password'])
      expect(stdout).toMatch(/^Created the admin account ops@example\.test \(id \d+\)\./)

      const refused = await adminCreate(['--email', 'ops2@example.test', '--password', 'short']).catch((error: { code: number; stderr: string }) => error)
      expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('at least 10 characters') })
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 240_000)
})
