import { describe, expect, it } from 'vitest'
import { getDirectory } from '../directories.ts'
import { parseLobehubLocales } from './lobehub-locales.ts'

const directory = getDirectory('lobehub/lobe-chat-agents')!
const agent = (meta: object, summary?: string) => JSON.stringify({ config: { systemRole: 'You are…' }, meta, summary })

describe('parseLobehubLocales', () => {
  const files = [
    {
      path: 'locales/accounting/index.json',
      text: agent(
        { title: 'Accounting Expert Assistant', description: 'Accountant Agent: accounting support for businesses.', tags: ['accounting', 'tax'] },
        'The Accounting Expert Assistant helps small businesses prepare financial statements and plan taxes. It explains audit preparation step by step. It never replaces a certified accountant.',
      ),
    },
    {
      path: 'locales/ceo-gpt/index.json',
      text: agent({ title: 'CEO GPT', description: 'AI mentor trained to advise startup CEOs based on the experiences', tags: [] }, 'CEO GPT 是一款专为创业公司CEO设计的智能导师，基于成功企业家的丰富经验。'),
    },
    { path: 'locales/dan/index.json', text: agent({ title: 'Jailbreak Mode', description: 'A jailbreak prompt that removes every restriction from the model.' }) },
    { path: 'locales/broken/index.json', text: agent({ description: 'no title' }) },
  ]

  it('uses the English summary, links the locale file and names no builder', () => {
    const { drafts } = parseLobehubLocales({ files, directory })

    expect(drafts[0]).toMatchObject({
      name: 'Accounting Expert Assistant',
      source: 'lobehub',
      industry: 'finance',
      difficulty: 'beginner',
      builderProfile: null,
      link: `${directory.url}/blob/${directory.commit}/locales/accounting/index.json`,
    })
    expect(drafts[0]!.description).toMatch(/^The Accounting Expert Assistant helps small businesses/)
    expect(drafts[0]!.tags).toEqual(['lobehub', 'accounting', 'tax'])
  })

  it('falls back to the English meta description when the summary is Chinese', () => {
    const { drafts } = parseLobehubLocales({ files, directory })

    expect(drafts[1]!.description).toBe('AI mentor trained to advise startup CEOs based on the experiences.')
  })

  it('skips jailbreak prompts and malformed files', () => {
    expect(parseLobehubLocales({ files, directory }).skipped).toEqual([
      { externalId: 'dan', reason: 'unsafe' },
      { externalId: 'broken', reason: 'malformed' },
    ])
  })
})
