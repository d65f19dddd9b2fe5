/**
 * `node scripts/run-side-by-side.ts typecheck lint`: runs npm scripts at the same time and fails if
 * any fails. `npm test` uses it twice, for scripts that read nothing the other writes:
 * - the typecheck (tsc) and the lint (eslint): each runs on one core, so on two cores they take as
 *   long as the slower one;
 * - after the build, the unit and integration tests (vitest) and the end-to-end journeys: the
 *   journeys mostly wait (on their server, Chromium, toasts and polls), and that time is spent
 *   running vitest's files instead of one suite after the other (decision 048).
 * Each script's output is printed whole when it ends, so the two never interleave.
 */
import { spawn } from 'node:child_process'

function runScript(name: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (code) => {
      process.stdout.write(`> npm run ${name}\n${Buffer.concat(output).toString()}`)
      resolve(code ?? 1)
    })
  })
}

const names = process.argv.slice(2)
const codes = await Promise.all(names.map(runScript))
const failed = names.filter((_, index) => codes[index] !== 0)
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`)
  process.exit(1)
}
