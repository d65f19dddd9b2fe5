import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A real OpenAI-compatible server on 127.0.0.1 for the assistants' tests: POST /v1/chat/completions
 * with `stream: true` answers in server-sent chunks like OpenAI, Ollama and vLLM do.
 * mode 'answer' streams `chunks`; 'error' answers 500; 'hang' never answers (timeouts);
 * 'break' sends one chunk and then drops the connection.
 */
export type FakeLlmMode = 'answer' | 'error' | 'hang' | 'break'

export type FakeLlmServer = {
  baseUrl: string
  mode: FakeLlmMode
  chunks: string[]
  /** Every request body received, parsed. */
  requests: { model: string; messages: { role: string; content: string }[]; stream?: boolean }[]
  authorizations: (string | undefined)[]
  close: () => Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

function chunk(content: string, finish: string | null = null): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [{ index: 0, delta: finish ? {} : { content }, finish_reason: finish }] })}\n\n`
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const open = new Set<ServerResponse>()
  const state: FakeLlmServer = {
    baseUrl: '',
    mode: 'answer',
    chunks: ['## From the model\n\n', 'Build the image with ', '`docker build -t my-agent .`'],
    requests: [],
    authorizations: [],
    close: async () => {},
  }
  const server = createServer(async (request, response) => {
    const body = await readBody(request)
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end()
      return
    }
    state.requests.push(JSON.parse(body))
    state.authorizations.push(request.headers.authorization)
    if (state.mode === 'error') {
      response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model exploded', type: 'server_error' } }))
      return
    }
    if (state.mode === 'hang') {
      open.add(response)
      return
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    if (state.mode === 'break') {
      response.write(chunk(state.chunks[0] ?? 'partial'))
      setTimeout(() => response.destroy(), 20)
      return
    }
    for (const content of state.chunks) response.write(chunk(content))
    response.write(chunk('', 'stop'))
    response.end('data: [DONE]\n\n')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  state.close = async () => {
    for (const response of open) response.destroy()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  return state
}
