import { z } from 'zod'
import { RATE_LIMITS, type TSessionUser } from '../../../server/accounts/index.ts'
import { DEPLOYMENT_FAILURE, DEPLOYMENT_STARTED } from '../../../server/assistant/assistant-messages.ts'
import { deployAgent } from '../../../server/assistant/index.ts'
import { ZDatabaseId } from '../../../server/shared/database-id.ts'
import type { TPageActionFailure, TPageIntent } from '../../lib/page-action.server.ts'

export type TDeployResult = { intent: 'deploy'; ok: boolean; title: string; message: string; guideUrl?: string; needsSignIn?: boolean }

const ZDeployForm = z.object({
  agentId: ZDatabaseId,
  message: z.string().trim().max(2000, 'Keep the message under 2,000 characters.').optional(),
})

/** The spec's failure toast; a visitor is told to sign in. */
function failure({ status, message, fieldErrors }: TPageActionFailure): TDeployResult {
  const reason = Object.values(fieldErrors ?? {})[0] ?? message
  return { intent: 'deploy', ok: false, title: DEPLOYMENT_FAILURE.title, message: status === 401 ? (message ?? 'Sign in to continue.') : `${DEPLOYMENT_FAILURE.message}${reason ? ` (${reason})` : ''}`, needsSignIn: status === 401 }
}

/** Deploy Now / Request deployment posted as a form (an intent of the page's pageAction): the spec's toasts as the answer. */
export const deployIntent: TPageIntent<typeof ZDeployForm, TSessionUser | null, TDeployResult, TDeployResult> = {
  rateLimit: [{ rule: RATE_LIMITS.writePerAccount, by: 'user-or-address' }],
  schema: ZDeployForm,
  failure,
  handler: async ({ user, input }) => {
    const result = await deployAgent({ agentId: input.agentId, userId: user?.id ?? null, message: input.message })
    return { intent: 'deploy', ok: true, title: DEPLOYMENT_STARTED.title, message: result.message || DEPLOYMENT_STARTED.fallback, ...(result.outcome === 'guide' ? { guideUrl: result.guideUrl } : {}) }
  },
}
