import { data, redirect } from 'react-router'
import {
  CONTRIBUTION_RATE_LIMITS,
  ZCreateContributionRequest,
  ZExtractRequest,
  createContribution,
  extractFromUrl,
} from '../../../server/contributions/index.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { logger } from '../../../server/shared/logger.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import type { TContributeResult, TContributeTab, TContributionFormValues } from '../../components/contributions/contribute-types.ts'

export const SUBMISSION_FAILED_MESSAGE = 'Failed to submit your agent. Please try again.'

function text(formData: FormData, name: string): string {
  const value = formData.get(name)

  return typeof value === 'string' ? value : ''
}

/** The form's fields; tags come as one field per chip, or comma-separated before JavaScript runs. */
export function readContributionForm(formData: FormData): TContributionFormValues {
  const chips = formData.getAll('tags').filter((value): value is string => typeof value === 'string')
  const tags = chips.length ? chips : text(formData, 'tagsText').split(',')

  return {
    agentName: text(formData, 'agentName'),
    agentDescription: text(formData, 'agentDescription'),
    agentLink: text(formData, 'agentLink'),
    useCase: text(formData, 'useCase'),
    industry: text(formData, 'industry'),
    difficulty: text(formData, 'difficulty'),
    githubRepo: text(formData, 'githubRepo'),
    deploymentGuide: text(formData, 'deploymentGuide'),
    tags: tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0),
  }
}

function alreadyListedOf(details: Record<string, unknown> | undefined) {
  const { agentId, agentUrl, claimUrl } = details ?? {}

  return typeof agentId === 'number' && typeof agentUrl === 'string' && typeof claimUrl === 'string' ? { agentId, agentUrl, claimUrl } : undefined
}

function detailsOf(error: unknown): Record<string, unknown> | undefined {
  return isAppError(error) ? error.details : undefined
}

function tabOf(formData: FormData): TContributeTab {
  return text(formData, 'tab') === 'auto' ? 'auto' : 'manual'
}

/** /contribute's action: extract a link, or submit the form. Both work without JavaScript; both share the API's budgets. */
export const contributeAction = pageAction({
  // Visitors are sent to sign in and back (the page asks them first; this covers stale pages).
  guard: 'user',
  defaultIntent: 'submit',
  intents: (intent) => ({
    extract: intent({
      rateLimit: [{ rule: CONTRIBUTION_RATE_LIMITS.extractPerAccount, by: 'user' }],
      schema: ZExtractRequest,
      read: (formData) => ({ url: text(formData, 'url') }),
      failure: (failure, { formData }): TContributeResult => {
        const description = detailsOf(failure.error)?.description

        return {
          intent: 'extract',
          ok: false,
          url: text(formData, 'url'),
          message: failure.fieldErrors?.url ?? failure.message ?? 'Please enter a valid URL',
          description: typeof description === 'string' ? description : undefined,
        }
      },
      handler: async ({ input }) => data<TContributeResult>({ intent: 'extract', ok: true, url: input.url, extracted: await extractFromUrl(input) }),
    }),
    submit: intent({
      rateLimit: [{ rule: CONTRIBUTION_RATE_LIMITS.submitPerAccount, by: 'user' }],
      schema: ZCreateContributionRequest,
      read: readContributionForm,
      failure: (failure, { formData }): TContributeResult => {
        const alreadyListed = alreadyListedOf(detailsOf(failure.error))
        const message = failure.fieldErrors ? 'Please correct the fields marked below, then submit again.' : (failure.message ?? SUBMISSION_FAILED_MESSAGE)

        return { intent: 'submit', ok: false, tab: tabOf(formData), values: readContributionForm(formData), message, fieldErrors: failure.fieldErrors, ...(alreadyListed ? { alreadyListed } : {}) }
      },
      handler: async ({ user, input, formData }) => {
        const tab = tabOf(formData)
        try {
          const contribution = await createContribution({ submitterId: user.id, fields: input })

          return redirect(`/contribute?tab=${tab}&submitted=${contribution.id}`, 303)
        } catch (error) {
          if (isAppError(error)) throw error
          logger.error({ err: error }, 'contribution submission failed')

          return data<TContributeResult>({ intent: 'submit', ok: false, tab, values: readContributionForm(formData), message: SUBMISSION_FAILED_MESSAGE }, { status: 500 })
        }
      },
    }),
  }),
})
