import type { AppLoadContext } from 'react-router'
import { recordListingEvent } from '../../../server/listings/index.ts'

export type CountAgentViewOptions = { request: Request; context: AppLoadContext; agentId: number; isOwner: boolean }

/** A rendered agent page is a view (cached ones are counted by the page cache: server/http/count-cached-agent-view.ts). */
export function countAgentView({ request, context, agentId, isOwner }: CountAgentViewOptions) {
  if (request.method !== 'GET' || context.isBackgroundRender) return
  recordListingEvent({ agentId, kind: 'view', clientAddress: context.clientAddress, userAgent: request.headers.get('user-agent'), isOwner })
}
