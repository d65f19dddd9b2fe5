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
})
