import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

const PORT = Number(process.env.E2E_PORT ?? 3210)

/**
 * Starts the built site the way `npm start` does, on a fresh embedded database that seeds the
 * shipped catalogue, and stops it after the journeys.
 */
export default async function globalSetup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'agent-atlas-e2e-'))
  const server = spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(PORT), DATA_DIR: join(dataDir, 'pglite'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${PORT}`
  await waitForServer(server, `${baseUrl}/api/health`)
  project.provide('baseUrl', baseUrl)

  return async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
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
