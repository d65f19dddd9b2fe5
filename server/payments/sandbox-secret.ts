import { createHmac } from 'node:crypto'
import { getSessionSecret } from '../accounts/index.ts'

/** The sandbox's webhook signing secret, derived from the server's secret (shared by every process). */
export async function sandboxWebhookSecret(): Promise<string> {
  return `whsec_sandbox_${createHmac('sha256', await getSessionSecret()).update('sandbox-webhook').digest('base64url')}`
}

/** Unguessable, but the same for the same idempotency key: a double click opens one sandbox session. */
export async function sandboxObjectId(prefix: string, idempotencyKey: string): Promise<string> {
  return `${prefix}_sandbox_${createHmac('sha256', await getSessionSecret()).update(idempotencyKey).digest('hex').slice(0, 32)}`
}
