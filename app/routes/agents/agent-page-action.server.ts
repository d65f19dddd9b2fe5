import { pageAction, type PageActionArgs } from '../../lib/page-action.server.ts'
import { deployIntent } from '../assistant/deploy-action.server.ts'
import { reviewsAction } from '../reviews/reviews-action.server.ts'

/** Anyone may post it; deployAgent itself asks visitors to sign in (401) for a deployment request. */
const deployAction = pageAction({ guard: 'anyone', intents: (intent) => ({ deploy: intent(deployIntent) }) })

/**
 * The agent page's forms: the reviews panel's (members only) and the deployment request of an agent
 * that is not self-deployable. Peeks at a copy of the form for its intent; each side reads its own.
 */
export async function agentPageAction(args: PageActionArgs) {
  const type = args.request.headers.get('content-type') ?? ''
  if (type.includes('form')) {
    const form = await args.request.clone().formData().catch(() => null)
    if (form?.get('intent') === 'deploy') return deployAction(args)
  }

  return reviewsAction(args)
}
