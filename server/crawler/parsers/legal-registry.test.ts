import { describe, expect, it } from 'vitest'
import { getDirectory } from '../directories.ts'
import { parseLegalRegistry } from './legal-registry.ts'

const directory = getDirectory('lilialla/awesome-legal-ai-zh')!
const project = (overrides: object) => ({
  id: 'owner/contract-guard',
  url: 'https://github.com/owner/contract-guard',
  name: 'ContractGuard',
  scope: 'core',
  kind: 'app',
  primary_capability: 'contract-review',
  capabilities: ['contract-review'],
  jurisdictions: ['prc'],
  summary: '合同审查工具',
  setup: { mode: 'self_host', difficulty: 'technical' },
  recommendation: 'primary',
  ...overrides,
})

const projectsJson = JSON.stringify({
  schema_version: 1,
  projects: [
    project({}),
    project({ id: 'owner/zh-only', url: 'https://github.com/owner/zh-only', name: 'zh-only' }),
    project({ id: 'owner/cases', url: 'https://github.com/owner/cases', name: 'cases', kind: 'dataset' }),
    project({ id: 'owner/slides', url: 'https://github.com/owner/slides', name: 'slides', scope: 'adjacent' }),
    { id: 42 },
  ],
})
const metadataJson = JSON.stringify({
  repositories: {
    'owner/contract-guard': {
      stars: 120,
      license_spdx: 'MIT',
      archived: false,
      description: 'AI contract analysis agent that flags unfair terms and missing protections in contracts.',
      primary_language: 'Python',
    },
    'owner/zh-only': { stars: 3, license_spdx: 'NOASSERTION', description: '法律案例检索与分析服务' },
  },
})

describe('parseLegalRegistry', () => {
  it('uses the repository’s English description, stars, licence and language', () => {
    const { drafts } = parseLegalRegistry({ projectsJson, metadataJson, directory, projectsPath: 'registry/projects.json' })

    expect(drafts).toHaveLength(1)
    expect(drafts[0]).toMatchObject({
      name: 'ContractGuard',
      industry: 'legal',
      stars: 120,
      licence: 'MIT',
      language: 'Python',
      difficulty: 'advanced',
      repoFullName: 'owner/contract-guard',
    })
    expect(drafts[0]!.tags).toEqual(['contract-review', 'china'])
  })

  it('skips Chinese-only entries, datasets, non-core projects and malformed records', () => {
    const { skipped } = parseLegalRegistry({ projectsJson, metadataJson, directory, projectsPath: 'registry/projects.json' })

    expect(skipped).toEqual([
      { externalId: 'owner/zh-only', reason: 'not-english' },
      { externalId: 'owner/cases', reason: 'non-agent-section' },
      { externalId: 'owner/slides', reason: 'non-agent-section' },
      { externalId: 'registry/projects.json#4', reason: 'malformed' },
    ])
  })
})
