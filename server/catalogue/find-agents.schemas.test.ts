import { describe, expect, it } from 'vitest'
import { ZFindAgentsQuery } from './find-agents.schemas.ts'

describe('ZFindAgentsQuery', () => {
  it('applies the defaults: relevance, 24 per page, from the start', () => {
    expect(ZFindAgentsQuery.parse({})).toEqual({ sort: 'relevance', limit: 24, offset: 0 })
  })

  it('reads URL values', () => {
    const query = ZFindAgentsQuery.parse({ useCase: 'legal', rating: '4', limit: '10', offset: '20', selfDeployable: 'true' })

    expect(query).toMatchObject({ useCase: 'legal', rating: '4', limit: 10, offset: 20, selfDeployable: 'true' })
  })

  it("accepts the spec's customer_service spelling", () => {
    expect(ZFindAgentsQuery.parse({ useCase: 'customer_service' }).useCase).toBe('customer-service')
  })

  it("maps the spec's other difficulty spellings onto the three levels", () => {
    expect(ZFindAgentsQuery.parse({ difficulty: 'expert' }).difficulty).toBe('advanced')
    expect(ZFindAgentsQuery.parse({ difficulty: 'difficult' }).difficulty).toBe('advanced')
    expect(ZFindAgentsQuery.parse({ difficulty: 'easy' }).difficulty).toBe('beginner')
    expect(ZFindAgentsQuery.safeParse({ difficulty: 'wizard' }).success).toBe(false)
  })

  it('treats empty values as no filter, as an HTML form sends them', () => {
    expect(ZFindAgentsQuery.parse({ industry: '', search: '', rating: '' })).toEqual({ sort: 'relevance', limit: 24, offset: 0 })
  })

  it('parses its own output to the same query', () => {
    const once = ZFindAgentsQuery.parse({ useCase: 'customer_service', pricing: 'free', limit: '5', search: ' invoices ' })

    expect(ZFindAgentsQuery.parse(once)).toEqual(once)
  })

  it('refuses unknown parameters and bad values, naming them', () => {
    const unknown = ZFindAgentsQuery.safeParse({ colour: 'red' })
    expect(unknown.success).toBe(false)
    expect(JSON.stringify(unknown.error?.issues)).toContain('colour')

    for (const [name, value] of [
      ['limit', '0'],
      ['limit', '101'],
      ['offset', '-1'],
      ['rating', '6'],
      ['pricing', 'cheap'],
      ['priceRange', '10-20'],
      ['sort', 'name'],
      ['industry', 'mining'],
      ['selfDeployable', 'yes'],
    ] as const) {
      const result = ZFindAgentsQuery.safeParse({ [name]: value })
      expect(result.success, `${name}=${value}`).toBe(false)
      expect(result.error?.issues[0]?.path).toEqual([name])
    }
  })
})
