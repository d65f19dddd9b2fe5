/** The outbound actions whose clicks a builder's analytics count (GET /agents/{id}/go/{target}). */
export const OUTBOUND_TARGETS = ['source', 'api', 'deploy', 'agent'] as const
export type TOutboundTarget = (typeof OUTBOUND_TARGETS)[number]

/** The counting redirect for one of an agent's outbound actions. */
export function outboundHref(agentId: number, target: TOutboundTarget): string {
  return `/agents/${agentId}/go/${target}`
}
