import { spawn } from 'node:child_process'
import { SERVER_NODE_FLAGS, serverEnvironment } from '../scripts/server-process-settings.ts'

/**
 * The built site as `npm start` runs it (scripts/start.ts with the server's settings: builds first when the sources are newer),
 * on a port and with variables of the bench's choosing; resolves once /api/health answers.
 */
export async function startBuiltServer({ port, env }: { port: number; env: Record<string, string> }) {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.ts'], {
    env: { ...serverEnvironment(process.env), NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  for (let attempt = 0; ; attempt++) {
    if (server.exitCode !== null || attempt > 480) throw new Error('The server did not start; see its output above')
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  return {
    base,
    stop: async () => {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    },
  }
}
