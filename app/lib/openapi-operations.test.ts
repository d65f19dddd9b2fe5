import { describe, expect, it } from 'vitest'
import { describeSchemaType, documentedOperations } from './openapi-operations.ts'

describe('API docs from the OpenAPI document', () => {
  const document = {
    openapi: '3.1.0',
    paths: {
      '/api/agents': {
        get: {
          summary: 'List agents',
          tags: ['Catalogue'],
          parameters: [
            { name: 'difficulty', in: 'query', required: false, schema: { type: 'string', enum: ['beginner', 'advanced'] }, description: 'Skill needed.' },
            { name: 'limit', in: 'query', schema: { type: 'integer' } },
          ],
          responses: { 200: { description: 'Agents' }, 400: { description: 'Bad query' } },
        },
      },
      '/api/health': { get: { summary: 'Liveness', tags: ['Meta'], responses: { 200: { description: 'Up' } } } },
    },
  }

  it('groups operations by tag with their parameters and responses', () => {
    const tags = documentedOperations(document)
    expect(tags.map((tag) => tag.name)).toEqual(['Catalogue', 'Meta'])
    const [list] = tags[0]!.operations
    expect(list).toMatchObject({ method: 'GET', path: '/api/agents', summary: 'List agents' })
    expect(list!.parameters[0]).toEqual({ name: 'difficulty', location: 'query', isRequired: false, description: 'Skill needed.', type: 'one of: beginner, advanced' })
    expect(list!.responses.map((response) => response.status)).toEqual(['200', '400'])
  })

  it('survives a document without paths', () => {
    expect(documentedOperations({})).toEqual([])
    expect(describeSchemaType({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null')
  })
})
