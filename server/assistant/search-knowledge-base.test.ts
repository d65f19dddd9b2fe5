import { describe, expect, it } from 'vitest'
import questions from './retrieval-questions.json' with { type: 'json' }
import { searchKnowledgeBase } from './search-knowledge-base.ts'

describe('searchKnowledgeBase', () => {
  it('has at least 30 written questions', () => {
    expect(questions.length).toBeGreaterThanOrEqual(30)
  })

  it.each(questions)('"$question" → $expected', ({ question, expected }) => {
    const [best] = searchKnowledgeBase({ query: question, kinds: ['guide', 'troubleshooting'] })
    expect(best?.document.slug).toBe(expected)
  })

  it('finds coaching lessons by track words', () => {
    const [best] = searchKnowledgeBase({ query: 'How do I add an AI agent node with memory in n8n?', kinds: ['lesson'] })
    expect(best?.document.slug).toBe('tracks/n8n/04-ai-agent-node')
  })

  it('returns nothing for words the knowledge base does not contain', () => {
    expect(searchKnowledgeBase({ query: 'zebra quokka' })).toEqual([])
  })
})
