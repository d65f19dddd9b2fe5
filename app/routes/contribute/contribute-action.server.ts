import { data, redirect } from 'react-router'
import { checkRateLimits, type TRateLimitRule, type TSessionUser } from '../../../server/accounts/index.ts'
import {
  CONTRIBUTION_RATE_LIMITS,
  ZCreateContributionRequest,
  ZExtractRequest,
  createContribution,
  extractFromUrl,
  fieldErrorsOf,
} from '../../../server/contributions/index.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { logger } from '../../../server/shared/logger.ts'
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

/** The same budget as the API: the limiter counts `user:<id>` for both. */
async function refusalFor(user: TSessionUser, rule: TRateLimitRule) {
  return checkRateLimits({ checks: [{ rule, identifier: `user:${user.id}` }] })
}

function answer(result: TContributeResult, status: number, headers?: HeadersInit) {
  return data(result, { status, headers })
}

async function extract(user: TSessionUser, formData: FormData) {
  const url = text(formData, 'url')
  const refusal = await refusalFor(user, CONTRIBUTION_RATE_LIMITS.extractPerAccount)
  if (refusal) return answer({ intent: 'extract', ok: false, url, message: refusal.message }, 429, { 'Retry-After': String(refusal.retryAfterSeconds) })
  const parsed = ZExtractRequest.safeParse({ url })
  if (!parsed.success) return answer({ intent: 'extract', ok: false, url, message: fieldErrorsOf(parsed.error).url ?? 'Please enter a valid URL' }, 400)
  try {
    return answer({ intent: 'extract', ok: true, url, extracted: await extractFromUrl(parsed.data) }, 200)
  } catch (error) {
    if (!isAppError(error)) throw error
    const description = typeof error.details?.description === 'string' ? error.details.description : undefined

    return answer({ intent: 'extract', ok: false, url, message: error.message, description }, error.status)
  }
}

async function submit(user: TSessionUser, formData: FormData) {
  const tab: TContributeTab = text(formData, 'tab') === 'auto' ? 'auto' : 'manual'
  const values = readContributionForm(formData)
  const failed = (message: string, status: number, extra: Partial<Extract<TContributeResult, { intent: 'submit' }>> = {}) =>
    answer({ intent: 'submit', ok: false, tab, values, message, ...extra }, status)

  const refusal = await refusalFor(user, CONTRIBUTION_RATE_LIMITS.submitPerAccount)
  if (refusal) return failed(refusal.message, 429)
  const parsed = ZCreateContributionRequest.safeParse(values)
  if (!parsed.success) return failed('Please correct the fields marked below, then submit again.', 400, { fieldErrors: fieldErrorsOf(parsed.error) })

  try {
    const contribution = await createContribution({ submitterId: user.id, fields: parsed.data })

    return redirect(`/contribute?tab=${tab}&submitted=${contribution.id}`, 303)
  } catch (error) {
    if (isAppError(error)) {
      const { agentId, agentUrl, claimUrl } = error.details ?? {}
      const alreadyListed = typeof agentId === 'number' && typeof agentUrl === 'string' && typeof claimUrl === 'string' ? { agentId, agentUrl, claimUrl } : undefined

      return failed(error.message, error.status, alreadyListed ? { alreadyListed } : {})
    }
    logger.error({ err: error }, 'contribution submission failed')

    return failed(SUBMISSION_FAILED_MESSAGE, 500)
  }
}

/** /contribute's action: extract a link, or submit the form. Both work without JavaScript. */
export async function runContributeAction({ user, formData }: { user: TSessionUser; formData: FormData }) {
  return text(formData, 'intent') === 'extract' ? extract(user, formData) : submit(user, formData)
}
