import { describe, expect, it } from 'vitest'
import { getDirectory } from '../directories.ts'
import { parseN8nSearchIndex } from './n8n-search-index.ts'

const directory = getDirectory('Zie619/n8n-workflows')!
const path = 'docs/api/search-index.json'
const raw = 'https://raw.githubusercontent.com/Zie619/n8n-workflows/main/workflows'

const workflow = (overrides: object) => ({
  id: '1352_Splitout_Filter_Automate_Triggered',
  name: 'BambooHR AI-Powered Company Policies and Benefits Chatbot',
  description: 'Complex multi-step automation that orchestrates Executeworkflow, Vectorstoresupabase, and Toolworkflow.',
  filename: '1352_Splitout_Filter_Automate_Triggered.json',
  active: 0,
  trigger_type: 'Webhook',
  complexity: 'high',
  node_count: 50,
  integrations: ['Executeworkflow', 'Vectorstoresupabase', 'Bamboohr', 'OpenAI', 'Agent', 'Slacktool'],
  tags: [],
  category: 'Business Process Automation',
  download_url: `${raw}/Splitout/1352_Splitout_Filter_Automate_Triggered.json`,
  ...overrides,
})

const json = JSON.stringify({
  workflows: [
    workflow({}),
    workflow({ id: '1058_Splitout_Code_Import_Triggered', integrations: ['Facebook', 'Splitout'] }),
    workflow({ id: '0325_Stickynote_Send_Triggered', name: 'Stickynote Send Triggered', filename: '0325_Stickynote_Send_Triggered.json' }),
    { id: 'broken' },
  ],
})

describe('parseN8nSearchIndex', () => {
  it('describes AI Agent workflows in words and links the workflow file on GitHub', () => {
    const { drafts } = parseN8nSearchIndex({ json, directory, path })

    expect(drafts).toHaveLength(1)
    expect(drafts[0]).toMatchObject({
      name: 'BambooHR AI-Powered Company Policies and Benefits Chatbot',
      source: 'n8n',
      industry: 'hr-recruitment',
      difficulty: 'intermediate',
      link: `${directory.url}/blob/${directory.commit}/workflows/Splitout/1352_Splitout_Filter_Automate_Triggered.json`,
    })
    expect(drafts[0]!.description).toBe(
      'An n8n workflow built around the AI Agent node that connects Supabase, BambooHR, OpenAI and Slack. It starts from a webhook; 50 nodes.',
    )
    expect(drafts[0]!.tags).toEqual(['n8n', 'ai-agent', 'supabase', 'bamboohr', 'openai', 'slack'])
  })

  it('skips workflows without the AI Agent node, generated names and malformed records', () => {
    expect(parseN8nSearchIndex({ json, directory, path }).skipped).toEqual([
      { externalId: '1058_Splitout_Code_Import_Triggered', reason: 'not-ai' },
      { externalId: '0325_Stickynote_Send_Triggered', reason: 'generated-name' },
      { externalId: `${path}#3`, reason: 'malformed' },
    ])
  })
})
