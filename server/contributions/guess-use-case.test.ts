import { describe, expect, it } from 'vitest'
import { guessUseCase } from './guess-use-case.ts'

describe('guessUseCase', () => {
  it.each([
    ['Lead Qualifier', 'Scores inbound leads for your sales team.', 'sales'],
    ['Helpdesk Bot', 'Answers customer support tickets around the clock.', 'support'],
    ['Blog Writer', 'Drafts blog posts and newsletters.', 'content'],
    ['SQL Analyst', 'Turns questions into SQL over your database.', 'data'],
    ['Personal Assistant', 'A chatbot for your calendar.', 'assistant'],
    ['Code Reviewer', 'Reviews pull requests for developers.', 'coding'],
    ['Paper Scout', 'Finds research papers and summarises the literature.', 'research'],
    ['Zap Maker', 'Automates repetitive workflows between your apps.', 'automation'],
    ['CrewAI', 'Framework for orchestrating multi-agent crews.', 'multi-agent'],
    ['Thing', 'Does something useful for small teams every day.', 'general'],
  ])('%s → %s', (name, description, expected) => {
    expect(guessUseCase({ name, description })).toBe(expected)
  })

  it('weighs the name above passing mentions in the description', () => {
    expect(guessUseCase({ name: 'Code Pilot', description: 'Helps with data and with support questions.' })).toBe('coding')
  })

  it('reads the builder’s tags too', () => {
    const description = 'Cutting-edge framework for orchestrating role-playing, autonomous AI agents.'
    expect(guessUseCase({ name: 'crewAI', description })).toBe('general')
    expect(guessUseCase({ name: 'crewAI', description, tags: ['agents', 'ai-agent', 'llm', 'multi-agent'] })).toBe('multi-agent')
  })

  it('is not fooled by words that merely contain a keyword', () => {
    expect(guessUseCase({ name: 'Decoder', description: 'Dataless presales-free unsupported thing.' })).toBe('general')
  })
})
