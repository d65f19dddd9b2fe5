import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { fixtureSourceEnv, startFixtureServer } from '../support/fixture-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The first admin, created by the server at first start from ADMIN_EMAIL/ADMIN_PASSWORD. */
    admin: { email: string; password: string }
  }
}

const PORT = Number(process.env.E2E_PORT ?? 3210)

/**
 * Starts the built site the way `npm start` does, on a fresh embedded database that seeds the
 * shipped catalogue, and stops it after the journeys.
 */
export default async function globalSetup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'agent-atlas-e2e-'))
  // Auto-extract talks to GitHub and Hugging Face: the recorded answers stand in for them.
  const fixtures = await startFixtureServer()
  const admin = { email: 'e2e-admin@agent-atlas.test', password: 'e2e admin password long enough' }
  const baseUrl = `http://127.0.0.1:${PORT}`
  const server = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(PORT),
      // The origin check trusts PUBLIC_URL only (decision on HTTPS proxies): the journeys use this address.
      PUBLIC_URL: baseUrl,
      // The journeys' API sign-ups each come from their own address (X-Forwarded-For, believed only
      // with TRUST_PROXY), as real visitors do: from 127.0.0.1 alone they would exhaust the per-address limit.
      TRUST_PROXY: 'true',
      DATA_DIR: join(dataDir, 'pglite'),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...fixtureSourceEnv(fixtures),
      // The builder's dashboard journey waits for the counted views to be written: every second, not five.
      ANALYTICS_FLUSH_SECONDS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  // If vitest ends without running the teardown (stopped by a signal, a timeout), the server must not
  // outlive it holding the port: a child process is not stopped with its parent.
  const stopServer = () => server.kill('SIGTERM')
  process.once('exit', stopServer)
  // A server that never answers must not leave the fixture server holding the process open.
  await waitForServer(server, `${baseUrl}/api/health`).catch(async (error: unknown) => {
    await fixtures.close()
    throw error
  })
  project.provide('baseUrl', baseUrl)
  project.provide('admin', admin)

  return async () => {
    process.off('exit', stopServer)
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    await fixtures.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

async function waitForServer(server: ChildProcess, healthUrl: string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready`)
    try {
      const response = await fetch(healthUrl)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  server.kill('SIGTERM')
  throw new Error(`The server did not answer ${healthUrl} within 90 s`)
}
