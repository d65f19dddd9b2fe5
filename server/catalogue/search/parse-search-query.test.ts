import { describe, expect, it } from 'vitest'
import type { TSearchIndex } from './search-index-shape.ts'
import { parseSearchQuery } from './parse-search-query.ts'
import { stemWord } from './stem-word.ts'

/** Only the words, which stems have postings and in how many agents matter to parsing (typo correction, neighbour words). */
function indexWithWords(words: Record<string, number>): TSearchIndex {
  const postings = new Map(Object.entries(words).map(([word, agents]) => [stemWord(word), { agents: new Int32Array(agents) }]))

  return { size: 1000, words: new Map(Object.entries(words)), postings } as unknown as TSearchIndex
}

const index = indexWithWords({ contract: 40, review: 30, reviews: 5, invoice: 12, lesson: 8, clinic: 3, patient: 20, appointment: 6 })

describe('parseSearchQuery', () => {
  it('drops filler and recognises the industry someone works in', () => {
    const parsed = parseSearchQuery('I need an AI agent to book appointments for my clinic', index)

    expect(parsed.concepts.map((concept) => concept.word)).toEqual(['book', 'appointments', 'clinic'])
    expect(parsed.concepts.find((concept) => concept.word === 'clinic')?.industries).toEqual(['healthcare'])
  })

  it('tells the task apart from who the searcher serves and from generic words', () => {
    const parsed = parseSearchQuery('answer patient questions about appointments for my clinic', index)

    expect(parsed.concepts.map((concept) => [concept.word, concept.isTask])).toEqual([
      ['answer', false],
      ['patient', false],
      ['questions', false],
      ['appointments', true],
      ['clinic', false],
    ])
  })

  it('keeps a phrase the vocabulary knows together across one word between its two ("customer\'s urgent questions")', () => {
    const parsed = parseSearchQuery("sort every customer's urgent questions", index)

    expect(parsed.concepts.map((concept) => concept.word)).toEqual(['sort', 'customers questions', 'urgent'])
  })

  it('keeps two-word phrases the vocabulary knows together and expands them', () => {
    const parsed = parseSearchQuery('law firm contract review', index)

    expect(parsed.concepts.map((concept) => concept.word)).toEqual(['law firm', 'contract', 'review'])
    expect(parsed.concepts[0]!.variants.map((variant) => variant.stems.join(' '))).toEqual(['law firm', 'legal', 'lawyer', 'attorney'])
    expect(parsed.concepts[0]!.industries).toEqual(['legal'])
  })

  it('drops the kind of business after a word of its industry, not elsewhere', () => {
    expect(parseSearchQuery('dentist practice wants fewer no-shows', index).concepts.map((concept) => concept.word)).toEqual(['dentist', 'noshows'])
    expect(parseSearchQuery('exam practice', index).concepts.map((concept) => concept.word)).toEqual(['exam', 'practice'])
  })

  it('keeps three words joined by of or and together when the vocabulary knows them', () => {
    const parsed = parseSearchQuery('write a will and power of attorney', index)
    const power = parsed.concepts.find((concept) => concept.word === 'power of attorney')

    expect(power?.variants[0]!.stems).toEqual(['power', 'attorney'])
    expect(power?.isTask).toBe(true)
    expect(parseSearchQuery('power and speed', index).concepts.map((concept) => concept.word)).toEqual(['power', 'speed'])
  })

  it('reads a word in the sense of the industry the rest of the search names', () => {
    const medical = parseSearchQuery('medical billing and coding', index).concepts.find((concept) => concept.word === 'coding')!
    const software = parseSearchQuery('coding assistant for python', index).concepts.find((concept) => concept.word === 'coding')!

    expect(medical.variants.map((variant) => variant.stems.join(' '))).toContain('medical cod')
    expect(medical.variants.map((variant) => variant.stems.join(' '))).not.toContain('cod')
    expect(medical.industries).toContain('healthcare')
    expect(software.variants.map((variant) => variant.stems.join(' '))).toEqual(['cod'])
    expect(parseSearchQuery('clinic bot that books appointments', index).concepts.find((concept) => concept.word === 'books')!.variants[0]!.stems).toEqual(['booking'])
  })

  it('drops spans of time and treats requests as a generic word', () => {
    const parsed = parseSearchQuery('cash flow forecast for the next 6 months', index)
    expect(parsed.concepts.map((concept) => concept.word)).toEqual(['cash flow', 'forecast'])
    expect(parseSearchQuery('refund requests', index).concepts.map((concept) => [concept.word, concept.isTask])).toEqual([
      ['refund', true],
      ['requests', false],
    ])
  })

  it('drops bare numbers and ages, which say which one and not what about', () => {
    expect(parseSearchQuery('explain fractions to a struggling 10 year old', index).concepts.map((concept) => concept.word)).toEqual(['explain', 'fractions'])
    expect(parseSearchQuery('gpt-4', index).concepts.map((concept) => concept.word)).toEqual(['gpt4'])
  })

  it('does not expand a word into another word of the same search, which would count that word twice', () => {
    const alone = parseSearchQuery('linkedin', index).concepts[0]!.variants.map((variant) => variant.stems.join(' '))
    const together = parseSearchQuery('find prospects on linkedin', index).concepts[1]!.variants.map((variant) => variant.stems.join(' '))

    expect(alone).toContain('prospect')
    expect(together[0]).toBe('linkedin')
    expect(together).not.toContain('prospect')
  })

  it('expands the words a business uses into the catalogue\'s words', () => {
    const parsed = parseSearchQuery('attorney', index)

    expect(parsed.concepts[0]!.variants.slice(1).map((variant) => variant.weight)).toEqual([0.6, 0.6, 0.6])
    expect(parsed.concepts[0]!.industries).toEqual(['legal'])
  })

  it('corrects close misspellings and says so', () => {
    expect(parseSearchQuery('contrcat reveiw', index).corrected).toBe('contract review')
    expect(parseSearchQuery('attourney', index).corrected).toBe('attorney')
    expect(parseSearchQuery('contract review', index).corrected).toBeNull()
  })

  it('never corrects random letters into a word', () => {
    const parsed = parseSearchQuery('qzxvbnmwp', index)

    expect(parsed.corrected).toBeNull()
    expect(parsed.concepts.map((concept) => concept.word)).toEqual(['qzxvbnmwp'])
  })

  it('reads quotes and exclusions as operators that require every word', () => {
    const parsed = parseSearchQuery('"contract review" -invoice', index)

    expect(parsed).toMatchObject({ phrases: ['contract review'], exclusions: ['invoic'], requireAll: true })
  })

  it('still searches for filler words when nothing else was typed', () => {
    expect(parseSearchQuery('ai agent', index).concepts.map((concept) => concept.word)).toEqual(['ai', 'agent'])
  })

  it('leaves a word alone when the catalogue has another form of it, and needs the first two letters for two edits', () => {
    const catalogue = indexWithWords({ invoice: 12, invoking: 3, covering: 4, contract: 40 })

    expect(parseSearchQuery('invoicing', catalogue).corrected).toBeNull()
    expect(parseSearchQuery('catering', catalogue).corrected).toBeNull()
    expect(parseSearchQuery('contrcat', catalogue).corrected).toBe('contract')
  })

  it("corrects a typo the catalogue shares in one agent to the word far more agents use, but not a short rare name", () => {
    const catalogue = indexWithWords({ summerize: 1, summarize: 40, meeting: 30, texas: 2, texts: 50 })

    expect(parseSearchQuery('summerize meeting', catalogue).corrected).toBe('summarize meeting')
    expect(parseSearchQuery('texas contractor', catalogue).corrected).toBeNull()
    expect(parseSearchQuery('summarize', catalogue).corrected).toBeNull()
  })

  it('reads two generic words that name a kind of work together as a task (decision 045)', () => {
    const [, customerQuestions] = parseSearchQuery('answer customer questions', index).concepts

    expect(customerQuestions?.word).toBe('customer questions')
    expect(customerQuestions?.isTask).toBe(true)
    expect(customerQuestions?.variants.map((variant) => variant.stems.join(' '))).toContain('customer support')
  })

  it('gives a known phrase without intent of its own the industries of its words (decision 045)', () => {
    const [medicalCoding] = parseSearchQuery('medical coding', index).concepts

    expect(medicalCoding?.word).toBe('medical coding')
    expect(medicalCoding?.industries).toEqual(['healthcare'])
  })

  it('never corrects a shop or ward word the vocabulary knows into a catalogue word (decision 045)', () => {
    const withNeighbours = indexWithWords({ care: 50, word: 40, emails: 30 })

    expect(parseSearchQuery('abandoned cart emails', withNeighbours).corrected).toBeNull()
    expect(parseSearchQuery('discharge summaries for the ward', withNeighbours).corrected).toBeNull()
  })

  it('never corrects a common English word the catalogue lacks, and still corrects a misspelling (decision 049)', () => {
    const workshop = indexWithWords({ welding: 10, quote: 20 })

    expect(parseSearchQuery('wedding quote', workshop).corrected).toBeNull()
    expect(parseSearchQuery('weldign quote', workshop).corrected).toBe('welding quote')
  })

  it('allows two edits from seven letters, since real words are safe (decision 049)', () => {
    const clinic = indexWithWords({ medical: 30, transcription: 8 })

    expect(parseSearchQuery('medicle transcription', clinic).corrected).toBe('medical transcription')
    expect(parseSearchQuery('qwzxvbt plorbtx', clinic).corrected).toBeNull()
  })
})
