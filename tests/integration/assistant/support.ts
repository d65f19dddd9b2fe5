export type SseEvent = { event: string; data: unknown }

/** Reads a server-sent-events body into its events. */
export async function readEvents(response: Response): Promise<SseEvent[]> {
  const text = await response.text()

  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message'
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n')
      return { event, data: JSON.parse(data) }
    })
}
