/**
 * `node scripts/run-side-by-side.ts typecheck lint`: runs npm scripts at the same time and fails if
 * any fails. `npm test` uses it twice, for scripts that read nothing the other writes:
 * - the typecheck (tsc) and the lint (eslint): each runs on one core, so on two cores they take as
 *   long as the slower one;
 * - after the build, the unit and integration tests (vitest) and the end-to-end journeys: the
 *   journeys mostly wait (on their server, Chromium, toasts and polls), and that time is spent
 *   running vitest's files instead of one suite after the other (decision 048).
 * Each script's output is printed whole when it ends, so the two never interleave. A failed
 * script's failing lines are printed again at the very end: CI keeps only the end of the output,
 * and the suite that ended first had scrolled out of it (decision 060).
 */
import { spawn } from 'node:child_process'

// A test's cross or FAIL line and its assertion (vitest), a type error (tsc), a lint error and its count (eslint).
const FAILING_LINE = /(^|\s)(×|✗|FAIL)\s|AssertionError|Error: |error TS\d+|^\s+\d+:\d+\s+error\s|✖ \d+ problem/
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
const MOST_LINES = 60

/** The lines of a suite's output that name what failed, without colours. */
function failingLines(output: string): string[] {
  return output
    .replace(COLOURS, '')
    .split('\n')
    .filter((line) => FAILING_LINE.test(line))
    .slice(0, MOST_LINES)
}

const outputs = new Map<string, string>()

function runScript(name: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString()
      outputs.set(name, text)
      process.stdout.write(`> npm run ${name}\n${text}`)
      resolve(code ?? 1)
    })
  })
}

const names = process.argv.slice(2)
const codes = await Promise.all(names.map(runScript))
const failed = names.filter((_, index) => codes[index] !== 0)
if (failed.length > 0) {
  for (const name of failed) console.error(`\n> what failed in ${name}:\n${failingLines(outputs.get(name) ?? '').join('\n') || '(no failing test named: see its output above)'}`)
  console.error(`failed: ${failed.join(', ')}`)
  process.exit(1)
}
