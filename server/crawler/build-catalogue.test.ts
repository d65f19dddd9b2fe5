import { describe, expect, it } from 'vitest'
import type { AgentDraft } from '../catalogue/index.ts'
import { buildAgentDraft } from '../../tests/support/factories/agent-draft.ts'
import { buildCatalogue } from './build-catalogue.ts'
import { groupDuplicates } from './deduplicate-drafts.ts'
import { identityKeys, normaliseName } from './identity-keys.ts'
import { mergeDuplicates } from './merge-duplicates.ts'

/** A draft of one repository as a directory lists it: the same name, link and text unless the test says otherwise. */
function draft(overrides: Partial<AgentDraft> & { directory?: string; externalId?: string }): AgentDraft {
  const { directory = 'a/list', externalId = overrides.link ?? 'x', ...fields } = overrides

  return buildAgentDraft({
    name: 'Agent',
    description: 'An agent that does a useful thing for people, described at some length.',
    link: 'https://github.com/owner/agent',
    selfDeployable: true,
    deploymentComplexity: 'medium',
    infrastructureNeeded: 'local',
    provenance: [{ directory, licence: 'CC0-1.0', sourceUrl: `https://github.com/${directory}`, externalId }],
    ...fields,
  })
}

describe('identity and grouping', () => {
  it('matches the same repository however it is linked', () => {
    const groups = groupDuplicates([
      draft({ link: 'https://github.com/Owner/Agent', repoFullName: 'owner/agent', directory: 'a/one' }),
      draft({ link: 'https://github.com/owner/agent/tree/main', directory: 'b/two' }),
      draft({ link: 'http://www.github.com/owner/agent/', directory: 'c/three' }),
    ])

    expect(groups).toHaveLength(1)
  })

  it('never merges different repositories that share a name', () => {
    const groups = groupDuplicates([
      draft({ name: 'LegalGPT', link: 'https://github.com/a/legalgpt', repoFullName: 'a/legalgpt' }),
      draft({ name: 'LegalGPT', link: 'https://github.com/b/legalgpt', repoFullName: 'b/legalgpt' }),
    ])

    expect(groups).toHaveLength(2)
  })

  it('merges one website listed under two spellings of a name, and templates by platform and name', () => {
    expect(identityKeys(draft({ name: 'Auto-GPT ✨', link: 'https://agpt.co/', source: 'web' }))).toContain('name:autogpt@agpt.co')
    expect(
      groupDuplicates([
        draft({ name: 'Chat with PDF', source: 'n8n', link: 'https://github.com/x/one/blob/1/a.json' }),
        draft({ name: 'Chat With PDF', source: 'n8n', link: 'https://github.com/y/two/blob/2/b.json' }),
      ]),
    ).toHaveLength(1)
    expect(normaliseName('Café Agent (v2)')).toBe('cafeagentv2')
  })
})

describe('mergeDuplicates', () => {
  it('fills gaps, keeps every provenance, the longest description, the vertical and the highest stars', () => {
    const merged = mergeDuplicates([
      draft({ link: 'https://github.com/owner/agent/tree/main', stars: 10, industry: 'general', directory: 'b/two', tags: ['beta'] }),
      draft({
        link: 'https://github.com/owner/agent',
        repoFullName: 'owner/agent',
        stars: 42,
        industry: 'legal',
        language: 'Python',
        description: 'A much longer description of the same agent, written by a second directory with more detail.',
        directory: 'a/one',
        tags: ['alpha'],
      }),
    ])

    expect(merged).toMatchObject({
      link: 'https://github.com/owner/agent',
      repoFullName: 'owner/agent',
      stars: 42,
      industry: 'legal',
      language: 'Python',
      tags: ['alpha', 'beta'],
    })
    expect(merged.description).toMatch(/^A much longer description/)
    expect(merged.provenance.map((entry) => entry.directory)).toEqual(['a/one', 'b/two'])
  })
})

describe('buildCatalogue', () => {
  it('is deterministic: sorted by name and counted per industry and category', () => {
    const drafts = [
      draft({ name: 'Zeta', link: 'https://github.com/z/zeta', industry: 'sales', category: 'sales' }),
      draft({ name: 'alpha', link: 'https://github.com/a/alpha' }),
      draft({ name: 'Alpha', link: 'https://github.com/a/alpha/' }),
    ]
    const first = buildCatalogue({ drafts, generatedAt: '2026-08-22T00:00:00.000Z' })
    const second = buildCatalogue({ drafts: [...drafts].reverse(), generatedAt: '2026-08-22T00:00:00.000Z' })

    expect(first.catalogue.agents.map((agent) => agent.name)).toEqual(['alpha', 'Zeta'])
    expect(first.counts).toMatchObject({ total: 2, duplicatesMerged: 1, byCategory: { general: 1, sales: 1 } })
    expect(first.counts.byIndustry.sales).toBe(1)
    expect(second.catalogue.agents.map((agent) => agent.link)).toEqual(first.catalogue.agents.map((agent) => agent.link))
  })
})

describe('a product website and its repository', () => {
  const website = (name: string, link: string) => draft({ name, link, source: 'web', repoFullName: null })
  const repository = (fullName: string) =>
    draft({ name: fullName.split('/')[1]!, link: `https://github.com/${fullName}`, source: 'github', repoFullName: fullName.toLowerCase() })

  it('are one agent when exactly one repository carries the product name', () => {
    const groups = groupDuplicates([website('Open Interpreter', 'https://openinterpreter.com/'), repository('OpenInterpreter/open-interpreter')])

    expect(groups).toHaveLength(1)
  })

  it('stay apart when two repositories share the name, or the names differ', () => {
    const ambiguous = groupDuplicates([website('Legal MCP', 'https://legal-mcp.example/'), repository('agentic-ops/legal-mcp'), repository('Mahender22/legal-mcp')])
    const different = groupDuplicates([website('AgentGPT', 'https://agentgpt.reworkd.ai/'), repository('Significant-Gravitas/AutoGPT')])

    expect(ambiguous).toHaveLength(3)
    expect(different).toHaveLength(2)
  })
})
