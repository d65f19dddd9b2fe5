import { getAgent, isAgentOwner } from '../catalogue/index.ts'
import { AppError } from '../shared/errors.ts'
import { CURRENCY, DEPLOYMENT_SERVICE, PREMIUM_LISTING, commissionCents, upgradeTier } from '../shared/pricing.ts'
import { formatUsd } from './format-usd.ts'
import type { TCheckoutLine } from './payment-provider.ts'
import type { TPurchase } from './payments.schemas.ts'

export type TPricedPurchase = {
  purchase: TPurchase
  mode: 'payment' | 'subscription'
  line: TCheckoutLine
  agentId: number | null
  agentName: string | null
  tier: string | null
  commissionCents: number
  description: string
  /** Where the buyer lands after paying (the page then waits for the webhook). */
  successPath: string
}

async function loadAgent(agentId: number) {
  try {
    return await getAgent({ id: agentId })
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', 'Agent not found')
    throw error
  }
}

/**
 * What a purchase costs and what it buys, from the pricing catalogue and the agent's stored
 * price: nothing a client sends is used as an amount. Unknown agent: 404; upgrading someone
 * else's agent: 403; buying a free agent: 422 (it opens its link instead).
 */
export async function pricePurchase(purchase: TPurchase, userId: number): Promise<TPricedPurchase> {
  const base = { purchase, agentId: null, agentName: null, tier: null, commissionCents: 0 }
  switch (purchase.kind) {
    case 'premium-listing':
      return {
        ...base,
        mode: 'subscription',
        line: { name: PREMIUM_LISTING.name, amountCents: PREMIUM_LISTING.amountCents, currency: CURRENCY, interval: PREMIUM_LISTING.interval },
        description: `${PREMIUM_LISTING.name}, ${formatUsd(PREMIUM_LISTING.amountCents)} per month`,
        successPath: '/premium/success',
      }
    case 'test-payment':
      return {
        ...base,
        mode: 'payment',
        line: { name: 'Test payment', amountCents: purchase.amountCents, currency: CURRENCY },
        description: `Test payment of ${formatUsd(purchase.amountCents)}`,
        successPath: '/success',
      }
    case 'upgrade': {
      const agent = await loadAgent(purchase.agentId)
      const ownership = await isAgentOwner({ userId, agentId: agent.id })
      if (ownership === 'not-found') throw new AppError('NOT_FOUND', 'Agent not found')
      if (ownership !== 'owner') throw new AppError('FORBIDDEN', 'Only the owner of this listing can upgrade it.')
      const tier = upgradeTier(purchase.tier)!

      return {
        ...base,
        agentId: agent.id,
        agentName: agent.name,
        tier: tier.code,
        mode: 'payment',
        line: { name: `${tier.name} upgrade: ${agent.name}`, amountCents: tier.amountCents, currency: CURRENCY },
        description: `${tier.name} upgrade of ${agent.name} (${tier.days} days of priority placement)`,
        successPath: `/success?agentId=${agent.id}`,
      }
    }
    case 'agent-purchase': {
      const agent = await loadAgent(purchase.agentId)
      if (agent.priceCents <= 0) throw new AppError('UNPROCESSABLE', 'This agent is free: open its link instead of checking out.')

      return {
        ...base,
        agentId: agent.id,
        agentName: agent.name,
        mode: 'payment',
        line: { name: agent.name, amountCents: agent.priceCents, currency: CURRENCY },
        commissionCents: commissionCents(agent.priceCents),
        description: `${agent.name}`,
        successPath: `/success?agentId=${agent.id}`,
      }
    }
    case 'deployment-service': {
      const agent = await loadAgent(purchase.agentId)

      return {
        ...base,
        agentId: agent.id,
        agentName: agent.name,
        mode: 'payment',
        line: { name: `${DEPLOYMENT_SERVICE.name}: ${agent.name}`, amountCents: DEPLOYMENT_SERVICE.amountCents, currency: CURRENCY },
        description: `${DEPLOYMENT_SERVICE.name} for ${agent.name}`,
        successPath: `/success?agentId=${agent.id}`,
      }
    }
  }
}
