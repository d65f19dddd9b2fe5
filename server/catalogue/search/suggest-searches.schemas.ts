import { z } from 'zod'

export const ZSuggestSearchesQuery = z.strictObject({
  q: z.string().trim().min(1, 'Type at least one letter.').max(100).describe('What the visitor has typed so far.'),
})
export type TSuggestSearchesQuery = z.input<typeof ZSuggestSearchesQuery>

export const ZSearchSuggestions = z.object({
  searches: z.array(z.string()).describe('The typed words with the last one completed from the catalogue\'s words, most used first.'),
  industries: z.array(z.object({ value: z.string(), label: z.string() })).describe('Industries the words point to.'),
  agents: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })).describe('Best-matching agents.'),
})
export type TSearchSuggestions = z.infer<typeof ZSearchSuggestions>
