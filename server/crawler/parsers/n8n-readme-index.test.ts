import { describe, expect, it } from 'vitest'
import { getDirectory } from '../directories.ts'
import { parseN8nReadmeIndex } from './n8n-readme-index.ts'

const directory = getDirectory('enescingoz/awesome-n8n-templates')!

const markdown = [
  '## Categories & Template List',
  '### How do I build WhatsApp chatbots with n8n?',
  '| Title | Description | Department | Link |',
  '|-------|-------------|------------|------|',
  '| SupportFlow Lite - Simple AI Customer Support Chatbot | A lightweight AI chatbot that answers customer questions using company info and OpenAI gpt-4o-mini. | Support | [Link to Template](WhatsApp/SupportFlow%20Lite%20-%20AI%20Customer%20Support.json) |',
  '| Invoice reminders (Hebrew) | Sends escalating WhatsApp reminders for unpaid invoices listed in Google Sheets. | Finance | [Link to Template](WhatsApp/Send%20Escalating%20Reminders%20(Hebrew).json) |',
  '| Empower Your AI Chatbot with Long-Term Memory | External workflow enhancing an AI chatbot with long-term memory and dynamic tool routing capabilities. | Support | [Link to Template](https://n8n.io/workflows/3025-empower-your-ai-chatbot/) |',
  '| | Row without a title | Ops | [Link to Template](x.json) |',
].join('\n')

describe('parseN8nReadmeIndex', () => {
  it('links each AI template to its JSON file on GitHub, encoded once', () => {
    const { drafts } = parseN8nReadmeIndex({ markdown, directory, path: 'README.md' })

    expect(drafts[0]).toMatchObject({
      name: 'SupportFlow Lite - Simple AI Customer Support Chatbot',
      source: 'n8n',
      industry: 'customer-service',
      link: `${directory.url}/blob/${directory.commit}/WhatsApp/SupportFlow%20Lite%20-%20AI%20Customer%20Support.json`,
    })
    expect(drafts[0]!.tags).toEqual(['n8n', 'support'])
  })

  it('keeps absolute template pages as they are', () => {
    const { drafts } = parseN8nReadmeIndex({ markdown, directory, path: 'README.md' })

    expect(drafts[1]!.link).toBe('https://n8n.io/workflows/3025-empower-your-ai-chatbot/')
    expect(drafts[1]!.licence).toBeNull()
  })

  it('skips templates that do not use AI and rows without a title', () => {
    const { skipped } = parseN8nReadmeIndex({ markdown, directory, path: 'README.md' })

    expect(skipped).toEqual([
      {
        externalId: `https://github.com/enescingoz/awesome-n8n-templates/blob/${directory.commit}/WhatsApp/Send%20Escalating%20Reminders%20(Hebrew).json`,
        reason: 'not-ai',
      },
      { externalId: 'README.md:8', reason: 'malformed' },
    ])
  })

  it('reads a table whose columns are named differently ("Workflow Title … Link to Template")', () => {
    const renamed = [
      '### Other',
      '| Workflow Title | Description | Department | Link to Template |',
      '|---|---|---|---|',
      '| Website-Grounded Cold Email Writer | Fetches each lead website and writes a personalized cold email with OpenAI, grounded in it. | Sales | [Link to Template](Gmail/Cold%20Email.json) |',
    ].join('\n')
    const { drafts, skipped } = parseN8nReadmeIndex({ markdown: renamed, directory, path: 'README.md' })

    expect(skipped).toEqual([])
    expect(drafts[0]).toMatchObject({ name: 'Website-Grounded Cold Email Writer', industry: 'sales' })
  })

  it('judges a template by the nodes of its file when the snapshot has it', () => {
    const rows = [
      '| Title | Description | Department | Link |',
      '|---|---|---|---|',
      '| Sort incoming mail | Labels new Gmail messages and files them into folders for the team. | Ops | [Link](Gmail/Sort.json) |',
      '| VoiceAgent Lite - Phone Call Logger | Logs phone calls from an AI voice agent to Google Sheets via webhook. | Support | [Link](Other/Logger.json) |',
    ].join('\n')
    const templates = new Map([
      ['Gmail/Sort.json', JSON.stringify({ nodes: [{ type: 'n8n-nodes-base.gmailTrigger' }, { type: '@n8n/n8n-nodes-langchain.textClassifier' }, { type: '@n8n/n8n-nodes-langchain.lmChatOpenAi' }] })],
      ['Other/Logger.json', JSON.stringify({ nodes: [{ type: 'n8n-nodes-base.webhook' }, { type: 'n8n-nodes-base.googleSheets' }] })],
    ])
    const { drafts, skipped } = parseN8nReadmeIndex({ markdown: rows, directory, path: 'README.md', templates })

    // No AI word in the first row, yet a classifier and a model node run in it; the second only says "AI".
    expect(drafts.map((draft) => [draft.name, draft.workflowNodeCount])).toEqual([['Sort incoming mail', 3]])
    expect(skipped.map((entry) => entry.reason)).toEqual(['not-ai'])
  })
})
