import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

type SearchBody = { agents: { name: string }[]; total: number; correctedSearch: string | null; searchMatched: 'all' | 'any' | null }

async function search(query: string, extra = ''): Promise<SearchBody> {
  const response = await app.request(`/api/agents?search=${encodeURIComponent(query)}${extra}`)
  expect(response.status, await response.clone().text()).toBe(200)

  return (await response.json()) as SearchBody
}
const names = (body: SearchBody) => body.agents.map((agent) => agent.name)

beforeAll(async () => {
  await createAgents([
    { name: 'Legal Clause Checker', industry: 'legal', description: 'Checks the clauses of commercial agreements against a playbook for small legal teams.' },
    { name: 'Ledger Reconciler', industry: 'finance', tags: ['accounting'], description: 'Matches bank lines to the ledger and prepares month-end accounting for small firms.' },
    { name: 'Classroom Helper', industry: 'education', description: 'Drafts teaching materials and quizzes for a classroom.' },
    { name: 'HR Helpdesk Bot', industry: 'hr-recruitment', description: 'Answers staff questions about the handbook and leave policies.' },
    { name: 'Generic Business Assistant Chatbot Generator', industry: 'general', category: 'assistant', description: 'A business assistant chatbot generator for any business.' },
    { name: 'Patient Reminder', industry: 'healthcare', description: 'Sends appointment reminders by text message.' },
    { name: 'Reminder Bot', industry: 'general', description: 'Sends reminders for anything left to solve.' },
    { name: 'Crew Planner', industry: 'general', source: 'crewai', category: 'multi-agent', description: 'A team of agents that plans a project.' },
    { name: 'Planner Pro', industry: 'general', category: 'automation', description: 'Plans projects with a crew of helpers and many generic words for a team.' },
    { name: 'Engagement Letter Drafter', industry: 'general', description: 'Drafts the engagement letter sent to each new client.' },
    { name: 'Team Engagement Pulse', industry: 'hr-recruitment', description: 'Surveys staff engagement every quarter.' },
    { name: 'Book Summary Expert', industry: 'general', description: 'Summarises any book in a page.' },
    { name: 'Table Booking Assistant', industry: 'customer-service', description: 'Takes restaurant reservations and table booking requests.' },
    { name: 'Freelancer Tax Helper', industry: 'finance', description: 'Prepares the tax return of the self-employed.' },
    { name: 'Revision Card Maker', industry: 'education', description: 'Turns any text into flashcards.' },
    { name: 'Student Visa Advisor', industry: 'education', description: 'Advises students and their families on visa applications for students abroad.' },
    { name: 'Vector Store Loader', industry: 'general', description: 'Loads documents into a vector store for retrieval.' },
    { name: 'Corner Shop Assistant', industry: 'general', description: 'Answers the questions of a corner shop and its store customers.' },
    { name: 'Candidate Pipeline', industry: 'hr-recruitment', description: 'Tracks candidates through each recruiting stage.' },
    { name: 'Boutique Theme Builder', industry: 'general', category: 'coding', description: 'Builds website themes for a boutique in Liquid.' },
    { name: 'Welding Quote Helper', industry: 'general', description: 'Prices welding jobs for a metal workshop.' },
    { name: 'Boutique Support Desk', industry: 'customer-service', category: 'support', description: 'Customer support for a boutique: replies to inquiries about orders.' },
    { name: 'Claim Coder', industry: 'general', description: 'Assigns ICD-10 and CPT codes to visit notes for insurance billing.' },
    { name: 'Code Generator', industry: 'general', category: 'coding', description: 'Writes code from a prompt: coding in any language.' },
    // A framework's own example that never names it: its repository does.
    { name: 'Screenplay Writer', industry: 'general', source: 'github', link: 'https://github.com/crewAIInc/crewAI-examples/tree/main/crews/screenplay_writer', description: 'Writes screenplays from a plot.' },
    { name: 'Screenplay Helper', industry: 'general', description: 'Helps with screenplays and scripts.' },
  ])
})

describe('search ranking for the words of a business', () => {
  it('finds legal agents when a law firm asks for an attorney', async () => {
    expect(names(await search('attorney'))).toEqual(['Legal Clause Checker'])
  })

  it('finds accounting agents for bookkeeping, and teaching agents for teachers', async () => {
    expect(names(await search('bookkeeping'))[0]).toBe('Ledger Reconciler')
    expect(names(await search('teachers'))[0]).toBe('Classroom Helper')
  })

  it('finds the HR helpdesk for employees asking about policy', async () => {
    expect(names(await search('employees ask about policy'))[0]).toBe('HR Helpdesk Bot')
  })

  it('boosts the industry someone names ("for my clinic")', async () => {
    const body = await search('reminders for my clinic')

    expect(names(body)).toEqual(['Patient Reminder', 'Reminder Bot'])
  })

  it('boosts an industry agent for doing the task, not for naming who the searcher serves', async () => {
    // "students" says who; "flashcards" is the task: an agent full of "students" is not the answer.
    expect(names(await search('make flashcards for my students'))[0]).toBe('Revision Card Maker')
  })

  it('keeps a vector store apart from a shop', async () => {
    expect(names(await search('store'))).toEqual(['Corner Shop Assistant'])
    expect(names(await search('vector store'))[0]).toBe('Vector Store Loader')
  })

  it('ranks a platform named in the search first', async () => {
    expect(names(await search('crewai planner'))[0]).toBe('Crew Planner')
  })

  it("finds a framework's own example by its repository when its text never names the framework", async () => {
    expect(names(await search('crewai screenplay'))[0]).toBe('Screenplay Writer')
  })

  it('answers nothing, not something unrelated, for random letters', async () => {
    expect(await search('qxzvbnmwk')).toMatchObject({ agents: [], total: 0, correctedSearch: null })
  })

  it('knows a vocabulary phrase in another form ("engagement letters" is "engagement letter")', async () => {
    expect(names(await search('draft engagement letters'))[0]).toBe('Engagement Letter Drafter')
  })

  it('keeps a booking apart from a book', async () => {
    expect(names(await search('bookings for my restaurant'))).not.toContain('Book Summary Expert')
  })

  it('never "corrects" a word of the vocabulary the catalogue does not use', async () => {
    const body = await search('sole trader tax help')

    expect(body.correctedSearch).toBeNull()
    expect(names(body)[0]).toBe('Freelancer Tax Helper')
  })

  it('never "corrects" a common English word the catalogue does not use, and still corrects a misspelling (decision 049)', async () => {
    const wedding = await search('wedding photos')

    expect(wedding.correctedSearch).toBeNull()
    expect(names(wedding)).not.toContain('Welding Quote Helper')

    const misspelt = await search('weldign quote')

    expect(misspelt.correctedSearch).toBe('welding quote')
    expect(names(misspelt)[0]).toBe('Welding Quote Helper')
  })

  it('pages without overlap or gaps', async () => {
    const all = names(await search('reminder planner bookkeeping', '&limit=100'))
    const pages = [...names(await search('reminder planner bookkeeping', '&limit=2')), ...names(await search('reminder planner bookkeeping', '&limit=2&offset=2')), ...names(await search('reminder planner bookkeeping', '&limit=2&offset=4'))]

    expect(pages).toEqual(all.slice(0, 6))
  })

  it('reads "customer questions" as support work, not two generic words (decision 045)', async () => {
    const found = names(await search('answer customer questions on my boutique website'))

    expect(found.indexOf('Boutique Support Desk')).toBeLessThan(found.indexOf('Boutique Theme Builder'))
  })

  it('reads a word in the sense of the industry the search names (decision 051)', async () => {
    const medical = names(await search('medical billing and coding'))

    expect(medical[0]).toBe('Claim Coder')
    expect(medical).not.toContain('Code Generator')
    expect(names(await search('coding assistant'))[0]).toBe('Code Generator')
    // "books" beside a clinic is booking, not bookkeeping.
    expect(names(await search('clinic bot that books appointments'))).not.toContain('Ledger Reconciler')
  })

  it('does not take every HR agent for a recruiting one (the industry is "HR & Recruitment"; decision 045)', async () => {
    const found = names(await search('recruiting bot'))

    expect(found.indexOf('Candidate Pipeline')).toBeLessThan(found.indexOf('HR Helpdesk Bot'))
  })
})
