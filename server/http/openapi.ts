import { z } from 'zod'

/**
 * The OpenAPI 3.1 document of the JSON API, generated from the same zod schemas the handlers
 * validate with. Each sub-app registers its endpoints beside their handlers:
 *
 *   registerOpenApiOperation({ method: 'get', path: '/api/agents/{id}', summary: 'Get an agent', … })
 */

export type OpenApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

export type OpenApiResponse = {
  description: string
  /** The JSON body; omit for empty responses (204, 304). */
  schema?: z.ZodType
}

export type OpenApiOperation = {
  method: OpenApiMethod
  /** OpenAPI path template, e.g. '/api/agents/{id}'. */
  path: string
  summary: string
  description?: string
  /** Groups operations on the docs page (e.g. 'Catalogue'). */
  tags: string[]
  query?: z.ZodObject
  pathParameters?: z.ZodObject
  requestBody?: z.ZodType
  responses: Record<number, OpenApiResponse>
  /** Anonymous GETs that carry an ETag and answer If-None-Match with 304. */
  isCacheable?: boolean
}

type JsonSchema = Record<string, unknown>

const operations = new Map<string, OpenApiOperation>()

/** Adds (or, on a module reload, replaces) one endpoint in the document. */
export function registerOpenApiOperation(operation: OpenApiOperation) {
  operations.set(`${operation.method} ${operation.path}`, operation)
}

export const ZApiError = z
  .object({
    error: z.object({
      code: z.string().describe('Stable machine-readable code: BAD_REQUEST, NOT_FOUND, INTERNAL…'),
      message: z.string().describe('What went wrong, for people; names the offending parameter on a 400.'),
    }),
  })
  .describe('Every error answers with this shape.')

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema

  return jsonSchema
}

function parametersOf(schema: z.ZodObject | undefined, location: 'query' | 'path') {
  if (!schema) return []

  return Object.entries(schema.shape).map(([name, field]) => {
    const { description, ...fieldSchema } = toJsonSchema(field as z.ZodType, 'input')
    // Filters accept '' as "no filter" (HTML forms send it); say so instead of showing a '' branch.
    const branches = fieldSchema.anyOf as JsonSchema[] | undefined
    const emptyBranch = branches?.find((branch) => branch.const === '')
    const valueSchema = emptyBranch && branches?.length === 2 ? branches.find((branch) => branch !== emptyBranch)! : fieldSchema

    return {
      name,
      in: location,
      required: location === 'path' || !(field as z.ZodType).safeParse(undefined).success,
      ...(description ? { description } : {}),
      ...(emptyBranch ? { allowEmptyValue: true } : {}),
      schema: valueSchema,
    }
  })
}

const CACHE_HEADERS = {
  ETag: { description: 'Hash of the body; send it back in If-None-Match.', schema: { type: 'string' } },
  'Cache-Control': { description: 'public, max-age=30, stale-while-revalidate=60 for anonymous requests.', schema: { type: 'string' } },
}

function schemaOrReference(schema: z.ZodType): JsonSchema {
  return schema === ZApiError ? { $ref: '#/components/schemas/Error' } : toJsonSchema(schema, 'output')
}

function responsesOf(operation: OpenApiOperation) {
  const responses: Record<string, unknown> = {}
  for (const [status, response] of Object.entries(operation.responses)) {
    const isSuccess = Number(status) < 300
    responses[status] = {
      description: response.description,
      ...(operation.isCacheable && isSuccess ? { headers: CACHE_HEADERS } : {}),
      ...(response.schema
        ? { content: { 'application/json': { schema: schemaOrReference(response.schema) } } }
        : {}),
    }
  }
  if (operation.isCacheable) responses['304'] = { description: 'Not modified: the If-None-Match ETag is current.' }

  return responses
}

function operationObject(operation: OpenApiOperation) {
  return {
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: operation.tags,
    operationId: `${operation.method}${operation.path.replace(/[{}]/g, '').replace(/(?:^|[/.-])(\w)/g, (_match, letter: string) => letter.toUpperCase())}`,
    parameters: [...parametersOf(operation.pathParameters, 'path'), ...parametersOf(operation.query, 'query')],
    ...(operation.requestBody
      ? { requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(operation.requestBody, 'input') } } } }
      : {}),
    responses: responsesOf(operation),
  }
}

/** The whole document, from every registered operation. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {}
  const sorted = [...operations.values()].sort((left, right) => left.path.localeCompare(right.path))
  for (const operation of sorted) {
    paths[operation.path] ??= {}
    paths[operation.path]![operation.method] = operationObject(operation)
  }
  const tags = [...new Set(sorted.flatMap((operation) => operation.tags))].sort().map((name) => ({ name }))

  return {
    openapi: '3.1.0',
    info: {
      title: 'Agent Atlas API',
      version: '1.0.0',
      description:
        'The public JSON API of Agent Atlas, a directory of AI agents for small businesses, schools, clinics and law firms. Requests and responses are JSON; errors answer `{ "error": { "code", "message" } }`.',
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: { schemas: { Error: toJsonSchema(ZApiError, 'output') } },
  }
}
