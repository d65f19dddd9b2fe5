import { env } from '../shared/env.ts'

export type TModelMessage = { role: 'system' | 'user' | 'assistant'; content: string }

export type StreamModelAnswerOptions = {
  messages: TModelMessage[]
  onDelta?: (text: string) => void
  /** Gives up at once when it aborts (shutdown stopping background work). */
  signal?: AbortSignal
}

/** True when LLM_BASE_URL and LLM_MODEL name an OpenAI-compatible server (the key may be empty for Ollama). */
export function isModelConfigured(): boolean {
  const config = env()

  return Boolean(config.LLM_BASE_URL && config.LLM_MODEL)
}

/**
 * Streams a chat completion from the configured OpenAI-compatible server and returns the whole
 * text. Throws on an HTTP error, an empty answer or after LLM_TIMEOUT_MS (the caller falls back
 * to the composer). No retries: a slow model should not make the person wait twice.
 */
export async function streamModelAnswer({ messages, onDelta, signal }: StreamModelAnswerOptions): Promise<string> {
  const config = env()
  // Loaded on first use: the SDK's ~240 modules would cost every start ~0.25 s of CPU (decision 043).
  const { default: OpenAI } = await import('openai')
  const client = new OpenAI({ baseURL: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY || 'not-needed', maxRetries: 0, timeout: config.LLM_TIMEOUT_MS })
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), config.LLM_TIMEOUT_MS)
  try {
    const stream = await client.chat.completions.create({ model: config.LLM_MODEL!, messages, stream: true, temperature: 0.2 }, { signal: signal ? AbortSignal.any([controller.signal, signal]) : controller.signal })
    let text = ''
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content ?? ''
      if (!delta) continue
      text += delta
      onDelta?.(delta)
    }
    if (!text.trim()) throw new Error('The model returned an empty answer')

    return text
  } finally {
    clearTimeout(timer)
  }
}
