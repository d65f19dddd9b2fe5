import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from './server-process-settings.ts'

describe('the server process settings', () => {
  it('are the ones npm start and the Dockerfile start the server with', () => {
    const startScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start!
    const dockerfile = readFileSync('Dockerfile', 'utf8')
    const dockerCommand = dockerfile.split('\n').find((line) => line.startsWith('CMD'))!

    expect(startScript).toMatch(/MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-2\} /)
    expect(dockerfile).toMatch(/^ENV .*MALLOC_ARENA_MAX=2/m)
    for (const flag of SERVER_NODE_FLAGS) {
      expect(startScript).toContain(` ${flag} `)
      expect(dockerCommand).toContain(`"${flag}"`)
    }
  })
})
