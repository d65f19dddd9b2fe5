/**
 * Turns an OpenAPI 3.1 document into the rows the API docs page shows. It reads only what it
 * needs and tolerates anything else, so the page keeps working as the document grows.
 */

export type DocumentedParameter = { name: string; location: string; isRequired: boolean; description: string; type: string }

export type DocumentedOperation = {
  method: string
  path: string
  summary: string
  description: string
  parameters: DocumentedParameter[]
  hasRequestBody: boolean
  responses: { status: string; description: string }[]
}

export type DocumentedTag = { name: string; operations: DocumentedOperation[] }

type Loose = Record<string, unknown>

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

function asRecord(value: unknown): Loose {
  return value && typeof value === 'object' ? (value as Loose) : {}
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** "string", "one of: a, b", "integer", "number | null"… from a JSON schema. */
export function describeSchemaType(schema: unknown): string {
  const record = asRecord(schema)
  if (Array.isArray(record.enum)) return `one of: ${record.enum.map(String).join(', ')}`
  if (Array.isArray(record.anyOf)) return [...new Set(record.anyOf.map(describeSchemaType).filter(Boolean))].join(' | ')
  if (typeof record.type === 'string') return record.type

  return ''
}

function parameterOf(value: unknown): DocumentedParameter {
  const parameter = asRecord(value)

  return {
    name: asText(parameter.name),
    location: asText(parameter.in),
    isRequired: parameter.required === true,
    description: asText(parameter.description) || asText(asRecord(parameter.schema).description),
    type: describeSchemaType(parameter.schema),
  }
}

export function documentedOperations(document: unknown): DocumentedTag[] {
  const byTag = new Map<string, DocumentedOperation[]>()
  for (const [path, item] of Object.entries(asRecord(asRecord(document).paths))) {
    for (const method of METHODS) {
      const operation = asRecord(asRecord(item)[method])
      if (Object.keys(operation).length === 0) continue
      const tags = Array.isArray(operation.tags) && operation.tags.length > 0 ? operation.tags.map(String) : ['Other']
      const documented: DocumentedOperation = {
        method: method.toUpperCase(),
        path,
        summary: asText(operation.summary),
        description: asText(operation.description),
        parameters: Array.isArray(operation.parameters) ? operation.parameters.map(parameterOf) : [],
        hasRequestBody: operation.requestBody !== undefined,
        responses: Object.entries(asRecord(operation.responses)).map(([status, response]) => ({ status, description: asText(asRecord(response).description) })),
      }
      for (const tag of tags) byTag.set(tag, [...(byTag.get(tag) ?? []), documented])
    }
  }

  return [...byTag.entries()].sort(([left], [right]) => left.localeCompare(right)).map(([name, operations]) => ({ name, operations }))
}
