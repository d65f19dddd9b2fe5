/**
 * Browser side of the assistants' API: POST with Accept: text/event-stream, hand each `delta`
 * to onDelta as it arrives and resolve with the final `answer` event. Spec §8: a non-OK response
 * becomes an error whose message is "status: body" (or the status text).
 */
export async function askAssistant<Answer>(endpoint: string, body: unknown, onDelta: (text: string) => void): Promise<Answer> {
  const response = await fetch(endpoint, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
  })
  if (!response.ok) {
    const text = await response.text()
    throw new Error(`${response.status}: ${text || response.statusText}`)
  }
  if (!response.body) throw new Error('The assistant sent no answer.')
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (value) buffer += value
    let boundary = buffer.indexOf('\n\n')
    while (boundary >= 0) {
      const block = buffer.slice(0, boundary)
      buffer = buffer.slice(boundary + 2)
      boundary = buffer.indexOf('\n\n')
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message'
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n')
      if (!data) continue
      if (event === 'delta') onDelta((JSON.parse(data) as { text: string }).text)
      else if (event === 'answer') return JSON.parse(data) as Answer
      else if (event === 'error') throw new Error((JSON.parse(data) as { error: { message: string } }).error.message)
    }
    if (done) throw new Error('The answer was cut off.')
  }
}
