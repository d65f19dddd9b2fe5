import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../../tests/support/database.ts'
import { createAgents } from '../../tests/support/factories/agents.ts'
import { countAgentsByDirectory } from './count-agents-by-directory.ts'

setupTestDatabase()

const entry = (directory: string, externalId: string) => ({ directory, licence: 'MIT', sourceUrl: `https://example.org/${directory}#${externalId}`, externalId })

describe('agents per directory', () => {
  it('counts each active agent once per directory it was found in', async () => {
    await createAgents([
      { provenance: [entry('owner/list-a', 'one'), entry('owner/list-b', 'one')] },
      { provenance: [entry('owner/list-a', 'two')] },
      { provenance: [entry('owner/list-a', 'three')], isActive: false },
    ])

    const counts = await countAgentsByDirectory()

    expect(counts).toContainEqual({ directory: 'owner/list-a', count: 2 })
    expect(counts).toContainEqual({ directory: 'owner/list-b', count: 1 })
  })
})
