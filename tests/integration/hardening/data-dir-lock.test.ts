import { spawn } from 'node:child_process'
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db, useDatabase, type DatabaseHandle } from '../../../db/client.ts'
import { DataDirLockedError, acquireDataDirLock, lockPathFor, readDataDirLock } from '../../../db/data-dir-lock.ts'
import { users } from '../../../db/schema/index.ts'
import { enableLocalAdmin } from '../../../server/http/api/local-admin.ts'
import { createApp } from '../../../server/http/app.ts'
import { serveApp } from '../../../server/http/serve-app.ts'
import { openMigratedPglite } from '../../support/pglite-template.ts'

/** Issue 11, defect 1: one process per embedded data directory; CLI commands go through the server. */
let root = ''
let dataDir = ''
let handle: DatabaseHandle
let server: ServerType
let baseUrl = ''

function run(script: string, args: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))

  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })))
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'atlas-lock-'))
  dataDir = path.join(root, 'pglite')
  handle = await openMigratedPglite(dataDir)
  useDatabase(handle)
}, 120_000)

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve))
  await handle?.close()
  await rm(root, { recursive: true, force: true })
})

describe('the embedded data directory lock', () => {
  it('is a 0600 file naming this process', async () => {
    const holder = readDataDirLock(dataDir)

    expect(holder?.pid).toBe(process.pid)
    expect((await stat(lockPathFor(dataDir))).mode & 0o777).toBe(0o600)
  })

  it('makes a second process refuse at once, naming the holder', async () => {
    const result = await run('db/seed/seed-cli.ts')

    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`${dataDir} is in use by process ${process.pid} (`)
    expect(result.stderr).toMatch(/Stop it, or wait until it has finished/)
    // No time is asserted (a loaded CI machine takes seconds to start a process); the seed exits
    // with the holder's name instead of waiting for the lock.
  }, 90_000)

  it('refuses in-process too (another open of the same directory)', () => {
    expect(() => acquireDataDirLock(path.join(root, 'other'))).not.toThrow()
    const other = path.join(root, 'busy')
    const first = acquireDataDirLock(other)
    expect(readDataDirLock(other)?.pid).toBe(process.pid)
    first.release()
    expect(readDataDirLock(other)).toBeNull()
  })

  it('takes over a stale lock whose process is dead', async () => {
    const stale = path.join(root, 'stale')
    const child = spawn(process.execPath, ['-e', ''])
    const deadPid = child.pid!
    await new Promise((resolve) => child.on('exit', resolve))
    await writeFile(lockPathFor(stale), JSON.stringify({ pid: deadPid, command: 'npm start', startedAt: new Date().toISOString() }))

    const lock = acquireDataDirLock(stale)
    expect(readDataDirLock(stale)?.pid).toBe(process.pid)
    lock.release()
  })

  it('names a live holder in the error', async () => {
    const busy = path.join(root, 'held')
    await writeFile(lockPathFor(busy), JSON.stringify({ pid: process.ppid, command: 'npm start', startedAt: new Date().toISOString() }))

    expect(() => acquireDataDirLock(busy)).toThrow(DataDirLockedError)
    expect(() => acquireDataDirLock(busy)).toThrow(`${busy} is in use by process ${process.ppid} (npm start). Stop it`)
  })

  it('lets admin:create, seed and catalogue:phrases run through the running server instead', async () => {
    server = serveApp({ app: createApp(), port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const token = 'local-admin-token-for-this-test-only-123456'
    enableLocalAdmin(token)
    handle.lock!.announceServer({ url: baseUrl, token })

    const created = await run('scripts/create-admin.ts', ['--email', 'cli-admin@example.test', '--password', 'a long enough password'])
    expect(created.stdout + created.stderr).toContain('Created the admin account cli-admin@example.test')
    expect(created.code).toBe(0)
    const [row] = await db.select().from(users).where(eq(users.email, 'cli-admin@example.test'))
    expect(row?.role).toBe('admin')

    const seeded = await run('db/seed/seed-cli.ts')
    expect(seeded.code).toBe(0)
    expect(seeded.stdout).toMatch(/Seeded \d+ agents|already holds/)

    // With the server's model settings: none here, and the command says so.
    const phrases = await run('scripts/write-search-phrases.ts')
    expect(phrases.stderr).toContain('No model is configured')
    expect(phrases.code).toBe(1)
  }, 120_000)

  it('hides the local admin API from anyone without the token', async () => {
    const response = await fetch(`${baseUrl}/api/local/seed`, { method: 'POST', headers: { authorization: 'Bearer guess' } })

    expect(response.status).toBe(404)
  })
})
