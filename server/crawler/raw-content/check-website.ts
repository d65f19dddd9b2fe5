import type { SourceClient } from '../http/create-source-client.ts'

/**
 * Is a website still there? HEAD first (GET when a server refuses HEAD). 404 and 410 say dead;
 * any other answer, a refusal, a rate limit or a timeout says nothing (null), because those are
 * not counted against a link.
 */
export async function checkWebsite({ url, client }: { url: string; client: SourceClient }): Promise<'ok' | 'dead' | null> {
  try {
    let response = await client.get(url, { method: 'HEAD', isConditional: false })
    if (response.status === 405 || response.status === 501) response = await client.get(url, { isConditional: false })
    if (response.status === 404 || response.status === 410) return 'dead'

    return response.status >= 200 && response.status < 400 ? 'ok' : null
  } catch {
    return null
  }
}
