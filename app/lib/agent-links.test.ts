import { describe, expect, it } from 'vitest'
import { agentPath, coachingHref, parseAgentIdParameter } from './agent-links.ts'

describe('agent links', () => {
  it('puts the slug after the id and reads the id back from either shape', () => {
    const path = agentPath({ id: 12, slug: 'ai-legal-agent-team' })
    expect(path).toBe('/agents/12-ai-legal-agent-team')
    expect(parseAgentIdParameter(path.split('/')[2])).toBe(12)
    expect(parseAgentIdParameter('12')).toBe(12)
  })

  it('refuses ids that are not positive whole numbers', () => {
    for (const parameter of ['0', '-3', 'abc', '12abc', '1.5', '', undefined, '99999999999']) {
      expect(parseAgentIdParameter(parameter)).toBeNull()
    }
  })

  it('sends the coaching page the agent name, source and id', () => {
    const href = coachingHref({ id: 7, name: 'Contract Reviewer & Co', source: 'github' })
    const query = new URL(href, 'http://x').searchParams
    expect(Object.fromEntries(query)).toEqual({ agent: 'Contract Reviewer & Co', source: 'github', id: '7' })
  })
})
