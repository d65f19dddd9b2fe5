import { z } from 'zod'
import { RATE_LIMITS } from '../../../server/accounts/index.ts'
import { ZAgentIdParam, ZMergeAgentsRequest, ZReclassifyRequest, mergeAgentsByAdmin, reclassifyAgentsByAdmin, setAgentVisibilityByAdmin } from '../../../server/admin/index.ts'
import { ZCreateAgentRequest, createAgentDirectly } from '../../../server/contributions/index.ts'
import { pageAction, type TPageActionFailure, type TPageRateLimit } from '../../lib/page-action.server.ts'
import { selfDeployableFromForm } from '../../../server/shared/deployment-facts.schemas.ts'

export type TAgentsActionResult = { intent: string; ok: boolean; message: string; fieldErrors?: Record<string, string>; agentUrl?: string }

const ADMIN_WRITES: [TPageRateLimit<unknown>] = [{ rule: RATE_LIMITS.adminWritePerAccount, by: 'user' }]

function failure(refusal: TPageActionFailure, { intent }: { intent: string }): TAgentsActionResult {
  const fieldErrors = refusal.fieldErrors ?? {}
  // The bulk form has no field to mark: its problem is the message.
  const message = intent === 'create' || !Object.keys(fieldErrors).length ? (refusal.message ?? 'Please try again.') : Object.values(fieldErrors).join(' ')

  return { intent, ok: false, message, fieldErrors }
}

/** The add-agent form as POST /api/agents takes it: tags comma-separated, a checkbox for self-deployable. */
function readNewAgent(formData: FormData) {
  const text = (name: string) => String(formData.get(name) ?? '')

  return {
    name: text('name'),
    description: text('description'),
    link: text('link'),
    difficulty: text('difficulty'),
    useCase: text('industry') || text('category'),
    industry: text('industry'),
    category: text('category'),
    tags: text('tags')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    price: text('price'),
    source: text('source'),
    builder_profile: text('builder_profile'),
    selfDeployable: selfDeployableFromForm(formData.get('selfDeployable')),
    deploymentGuide: text('deploymentGuide'),
  }
}

/**
 * The curation page's forms. A row's Hide or Restore button posts the table's form without an
 * intent (its own name carries the agent's id); the other buttons name their intent. Each calls
 * the same domain function as its API twin.
 */
export const agentsAction = pageAction({
  guard: 'admin',
  defaultIntent: 'visibility',
  intents: (intent) => ({
    visibility: intent({
      rateLimit: ADMIN_WRITES,
      schema: z.union([z.object({ hide: ZAgentIdParam.shape.id }), z.object({ restore: ZAgentIdParam.shape.id })]),
      read: (formData) => Object.fromEntries(['hide', 'restore'].filter((name) => formData.has(name)).map((name) => [name, formData.get(name)])),
      failure,
      handler: async ({ user, input }): Promise<TAgentsActionResult> => {
        const isVisible = 'restore' in input
        const result = await setAgentVisibilityByAdmin({ admin: user, agentId: 'restore' in input ? input.restore : input.hide, isVisible })

        return { intent: 'visibility', ok: true, message: isVisible ? `${result.name} is visible again.` : `${result.name} is hidden.` }
      },
    }),
    reclassify: intent({
      rateLimit: ADMIN_WRITES,
      schema: ZReclassifyRequest,
      read: (formData) => ({ agentIds: formData.getAll('agentIds'), industry: formData.get('industry'), category: formData.get('category') }),
      failure,
      handler: async ({ user, input }): Promise<TAgentsActionResult> => {
        const changed = await reclassifyAgentsByAdmin({ admin: user, ...input })
        const message = changed.length === 0 ? 'Nothing changed: the selected agents were filed that way already.' : `Reclassified ${changed.length === 1 ? changed[0]!.name : `${changed.length} agents`}.`

        return { intent: 'reclassify', ok: true, message }
      },
    }),
    merge: intent({
      rateLimit: ADMIN_WRITES,
      schema: ZMergeAgentsRequest.extend({ keepAgentId: ZAgentIdParam.shape.id }),
      failure,
      handler: async ({ user, input }): Promise<TAgentsActionResult> => {
        const merged = await mergeAgentsByAdmin({ admin: user, keepAgentId: input.keepAgentId, duplicateAgentId: input.duplicateAgentId })

        return { intent: 'merge', ok: true, message: `${merged.duplicate.name} was merged into ${merged.keep.name}; it is now known from ${merged.provenance.length} source directories.` }
      },
    }),
    create: intent({
      rateLimit: ADMIN_WRITES,
      schema: ZCreateAgentRequest,
      read: readNewAgent,
      failure,
      handler: async ({ user, input }): Promise<TAgentsActionResult> => {
        const created = await createAgentDirectly({ fields: input, actor: user })

        return { intent: 'create', ok: true, message: created.message, agentUrl: created.agent.url }
      },
    }),
  }),
})
