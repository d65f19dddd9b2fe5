import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

type SearchBody = { agents: { name: string }[]; total: number }

async function search(query: string): Promise<SearchBody> {
  const response = await app.request(`/api/agents?search=${encodeURIComponent(query)}`)
  expect(response.status, await response.clone().text()).toBe(200)

  return (await response.json()) as SearchBody
}
const names = async (query: string) => (await search(query)).agents.map((agent) => agent.name).sort()

// Neighbour words (decision 055) come from words in at least two agents and at most 4% of them
// (or two): each word a neighbour is meant to reach is in exactly two of these agents.
beforeAll(async () => {
  await createAgents([
    { name: 'Log Watcher', industry: 'general', description: 'Reads server logs and reports errors.' },
    { name: 'Form Checker', industry: 'general', description: 'Finds errors in filled-in forms.' },
    { name: 'Physics Problem Solver', industry: 'general', description: 'Solves physics problems step by step.' },
    { name: 'Chemistry Lab Notes', industry: 'general', description: 'Writes up chemistry experiments.' },
    { name: 'Chemistry Equation Balancer', industry: 'general', description: 'Balances chemistry equations.' },
    { name: 'Law Firm Intake', industry: 'legal', description: 'Takes the first call for a law firm.' },
    { name: 'Firm Billing Clerk', industry: 'legal', description: 'Bills the hours of a firm.' },
    { name: 'Menu Writer', industry: 'general', description: 'Writes the menu of a restaurant.' },
    { name: 'Review Replier', industry: 'customer-service', description: 'Replies to online reviews.' },
    { name: 'Stock Counter', industry: 'general', description: 'Counts stock in a warehouse.' },
  ])
})

describe('search by a word no agent uses, through its neighbour in meaning', () => {
  it('finds the agents that use the closest word in meaning', async () => {
    // No agent says "mistakes", nor does the vocabulary know it; "errors" is its nearest catalogue word.
    expect(await names('mistakes')).toEqual(['Form Checker', 'Log Watcher'])
  })

  it('ranks the agent that says a rare word above those its neighbour reaches', async () => {
    // One agent says "physics"; "chemistry" is its neighbour in meaning and comes after it.
    const ranked = (await search('physics')).agents.map((agent) => agent.name)
    expect(ranked[0]).toBe('Physics Problem Solver')
    expect(ranked.slice(1).sort()).toEqual(['Chemistry Equation Balancer', 'Chemistry Lab Notes'])
  })

  it('does not widen a filler word searched alone', async () => {
    // "company" is filler; close to "firm" in meaning, yet no agent says it, so nothing matches.
    expect((await search('company')).total).toBe(0)
  })

  it('does not widen a word more than twenty agents use', async () => {
    await createAgents(Array.from({ length: 21 }, (_, number) => ({ name: `Physics Tutor ${number + 1}`, industry: 'education' as const, description: 'Explains physics to pupils.' })))
    const found = await names('physics')
    expect(found).toHaveLength(22)
    expect(found.some((name) => name.startsWith('Chemistry'))).toBe(false)
  })
})
