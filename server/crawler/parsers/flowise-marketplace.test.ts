import { describe, expect, it } from 'vitest'
import { getDirectory } from '../directories.ts'
import { parseFlowiseMarketplace } from './flowise-marketplace.ts'

const directory = getDirectory('FlowiseAI/Flowise')!
const folder = 'packages/server/marketplaces'
const template = (description: string, usecases: string[], framework?: string[]) =>
  JSON.stringify({ description, ...(framework ? { framework } : {}), usecases, nodes: [], edges: [] })

describe('parseFlowiseMarketplace', () => {
  const files = [
    {
      path: `${folder}/agentflows/Patient Concierge.json`,
      text: template('Patient concierge agent that answers clinic questions and books appointments for patients', ['Chatbot'], ['Langchain']),
    },
    { path: `${folder}/agentflows/Agentic RAG.json`, text: template('Agentic RAG that reflects on its own answers before replying to users', ['Reflective Agent']) },
    { path: `${folder}/agentflowsv2/Agentic RAG.json`, text: template('An agent based approach using AgentflowV2 to perform self-correcting question answering', ['Documents QnA']) },
    { path: `${folder}/chatflows/CSV Agent.json`, text: template('Analyze and summarize CSV data', ['Working with tables'], ['Langchain']) },
    { path: `${folder}/chatflows/Broken.json`, text: '{"description": 42' },
  ]

  it('names templates after their file and links the file on GitHub at the snapshot commit', () => {
    const { drafts } = parseFlowiseMarketplace({ files, directory })

    expect(drafts[0]).toMatchObject({
      name: 'Patient Concierge',
      source: 'flowise',
      industry: 'healthcare',
      link: `${directory.url}/blob/${directory.commit}/${folder}/agentflows/Patient%20Concierge.json`,
      infrastructureNeeded: 'docker',
    })
  })

  it('tells same-named templates apart and tops up short descriptions with facts', () => {
    const { drafts } = parseFlowiseMarketplace({ files, directory })

    expect(drafts.map((draft) => draft.name)).toEqual(['Patient Concierge', 'Agentic RAG', 'Agentic RAG (Agentflow V2)', 'CSV Agent'])
    expect(drafts[3]!.description).toBe('Analyze and summarize CSV data. A Flowise chatflow template.')
  })

  it('skips a template that is not valid JSON', () => {
    expect(parseFlowiseMarketplace({ files, directory }).skipped).toEqual([{ externalId: `${folder}/chatflows/Broken.json`, reason: 'malformed' }])
  })
})
