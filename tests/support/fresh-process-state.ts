import { afterAll, beforeAll } from 'vitest'
import { resetEnvForTests } from '../../server/shared/env.ts'
import { resetSingletonsForTests } from '../../server/shared/singleton.ts'

/**
 * Set-up file of the database projects, whose files share one module graph per worker
 * (`isolate: false`, decision 044): what one file changes in the process does not reach the next.
 * Its hooks run first and last in each file (vitest runs after-hooks in reverse), so the file's own
 * clean-up (closing its database, stopping its stand-in servers) has run when this one does.
 */
let environmentAtStart: NodeJS.ProcessEnv = {}

beforeAll(() => {
  environmentAtStart = { ...process.env }
})

afterAll(() => {
  restoreEnvironment(environmentAtStart)
  resetEnvForTests()
  // The current database, its cached secret and salts, buffered analytics, stand-ins set by a test.
  resetSingletonsForTests()
})

/** Many files set variables for their own tests without putting them back: the next file gets the start's. */
function restoreEnvironment(start: NodeJS.ProcessEnv) {
  for (const name of Object.keys(process.env)) if (!(name in start)) delete process.env[name]
  Object.assign(process.env, start)
}
