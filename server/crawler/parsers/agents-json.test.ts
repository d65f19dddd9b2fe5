import { describe, expect, it } from 'vitest'
import { getDirectory } from '../directories.ts'
import { parseAgentsJson } from './agents-json.ts'

const directory = getDirectory('slavakurilyak/awesome-ai-agents')!

const json = JSON.stringify({
  agents: [
    {
      project: 'CrewAI',
      project_description: 'CrewAI is a framework for orchestrating role-playing, autonomous AI agents that work together as a crew',
      project_is_open_source: true,
      sources: [
        { source: 'website', source_url: 'https://www.crewai.com/' },
        { source: 'github', source_url: 'https://github.com/crewAIInc/crewAI', stars: 21000, stars_last_updated: '2025-07-30' },
      ],
      categories: ['Development Frameworks'],
    },
    {
      project: 'Aomni',
      project_description: 'This AI agent streamlines the process of researching prospective customers for sales teams',
      project_is_open_source: false,
      sources: [{ source: 'website', source_url: 'https://www.aomni.com/' }],
      categories: ['AI Agents'],
    },
    {
      project: 'Outlines',
      project_description: 'Outlines is a library for structured text generation that guarantees valid JSON output from models',
      project_is_open_source: true,
      sources: [{ source: 'github', source_url: 'https://github.com/outlines-dev/outlines', stars: 8000 }],
      categories: ['Structured Outputs'],
    },
    { project: 'Broken', sources: 'not a list' },
  ],
})

describe('parseAgentsJson', () => {
  it('keeps open-source agents with their GitHub link and stated stars', () => {
    const { drafts } = parseAgentsJson({ json, directory, path: 'awesome-agents.json' })

    expect(drafts).toHaveLength(1)
    expect(drafts[0]).toMatchObject({
      name: 'CrewAI',
      link: 'https://github.com/crewAIInc/crewAI',
      repoFullName: 'crewaiinc/crewai',
      stars: 21000,
      category: 'multi-agent',
      difficulty: 'advanced',
    })
    expect(drafts[0]!.provenance[0]!.sourceUrl).toBe(`${directory.url}/blob/${directory.commit}/awesome-agents.json`)
  })

  it('skips closed-source products, non-agent categories and malformed records', () => {
    const { skipped } = parseAgentsJson({ json, directory, path: 'awesome-agents.json' })

    expect(skipped.map((entry) => entry.reason)).toEqual(['not-free', 'non-agent-section', 'malformed'])
  })

  it('reports a file that is not JSON as one malformed entry', () => {
    expect(parseAgentsJson({ json: '{ nope', directory, path: 'awesome-agents.json' }).skipped).toEqual([
      { externalId: 'awesome-agents.json', reason: 'malformed' },
    ])
  })
})
