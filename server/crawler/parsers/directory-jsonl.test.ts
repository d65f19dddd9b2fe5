import { describe, expect, it } from 'vitest'
import { getDirectory } from '../directories.ts'
import { parseDirectoryJsonl } from './directory-jsonl.ts'

const directory = getDirectory('mohamed-taha/aiagents-directory-oss')!
const path = 'aiagents_directory/agents/migrations/legacy_ai_agents.json'

const jsonl = [
  '{"name":"Break True","slug":"break-true","categories":"Task Automation","short_description":"Specialist AI agents","website":"https:\\/\\/breaktrue.ai\\/"}',
  '{"name":"Autonomous HR Chatbot","slug":"autonomous-hr-chatbot","categories":"Open Source","short_description":"A prototype enterprise application - an Autonomous HR Assistant powered by GPT-3.5.","website":"https:\\/\\/github.com\\/stepanogil\\/autonomous-hr-chatbot"}',
  '{"name":"AutoGPT","slug":"autogpt","categories":"Open Source","short_description":"An experimental attempt to make GPT-4 autonomous","website":"https:\\/\\/agpt.co\\/?utm_source=awesome-ai-agents"}',
  '{"name":"BabyDeerAGI","slug":"babydeeragi","categories":"Open Source","short_description":"A mod of BabyAGI","website":"https:\\/\\/twitter.com\\/yoheinakajima\\/status\\/1"}',
  '{"name":"Broken", "slug":',
].join('\n')

describe('parseDirectoryJsonl', () => {
  it('keeps only the entries the directory files under Open Source', () => {
    const { drafts } = parseDirectoryJsonl({ jsonl, directory, path })

    expect(drafts.map((draft) => draft.name)).toEqual(['Autonomous HR Chatbot', 'AutoGPT'])
    expect(drafts[0]).toMatchObject({
      link: 'https://github.com/stepanogil/autonomous-hr-chatbot',
      repoFullName: 'stepanogil/autonomous-hr-chatbot',
      industry: 'hr-recruitment',
    })
  })

  it('drops tracking parameters from links and tops up short descriptions with facts', () => {
    const autoGpt = parseDirectoryJsonl({ jsonl, directory, path }).drafts[1]!

    expect(autoGpt.link).toBe('https://agpt.co/')
    expect(autoGpt.description).toBe(
      'An experimental attempt to make GPT-4 autonomous. An open-source project listed in AI Agents Directory (open-source edition).',
    )
  })

  it('skips commercial listings, social links and malformed lines', () => {
    const { skipped } = parseDirectoryJsonl({ jsonl, directory, path })

    expect(skipped).toEqual([
      { externalId: 'break-true', reason: 'not-open-source' },
      { externalId: 'babydeeragi', reason: 'non-agent-link' },
      { externalId: `${path}:5`, reason: 'malformed' },
    ])
  })
})
