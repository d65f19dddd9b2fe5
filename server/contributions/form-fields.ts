import { z } from 'zod'
import { CATEGORIES, INDUSTRIES, normaliseDifficulty } from '../shared/taxonomy.ts'

/**
 * Field rules shared by the contribution forms, the admin forms and the JSON API. Browser-safe
 * (zod and the taxonomy only): the pages import these schemas to show the same messages.
 */

export const MAX_CONTRIBUTION_TAGS = 5
export const MIN_DESCRIPTION_LENGTH = 50
export const MAX_DESCRIPTION_LENGTH = 2000
export const MAX_NAME_LENGTH = 120
export const MAX_TAG_LENGTH = 40
export const MAX_GUIDE_LENGTH = 10_000

export const FIELD_MESSAGES = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  descriptionTooShort: `Description must be at least ${MIN_DESCRIPTION_LENGTH} characters`,
  invalidUrl: 'Please enter a valid URL',
  useCaseRequired: 'Use case is required',
  difficultyRequired: 'Difficulty is required',
  difficultyInvalid: 'Difficulty must be Beginner, Intermediate, Advanced or Difficult',
  tooManyTags: `At most ${MAX_CONTRIBUTION_TAGS} tags`,
  duplicateTags: 'Each tag can be added only once',
} as const

/** HTML forms send '' for an empty field: treat it as absent. */
export function emptyToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)

    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

export const ZAgentName = z
  .string({ error: FIELD_MESSAGES.nameRequired })
  .trim()
  .min(1, FIELD_MESSAGES.nameRequired)
  .max(MAX_NAME_LENGTH, `Name is at most ${MAX_NAME_LENGTH} characters`)

export const ZAgentDescription = z
  .string({ error: FIELD_MESSAGES.descriptionRequired })
  .trim()
  .min(1, { error: FIELD_MESSAGES.descriptionRequired, abort: true })
  .min(MIN_DESCRIPTION_LENGTH, FIELD_MESSAGES.descriptionTooShort)
  .max(MAX_DESCRIPTION_LENGTH, `Description is at most ${MAX_DESCRIPTION_LENGTH} characters`)

export const ZHttpUrl = z
  .string({ error: FIELD_MESSAGES.invalidUrl })
  .trim()
  .max(2000, 'The URL is too long')
  .refine(isHttpUrl, FIELD_MESSAGES.invalidUrl)

/** An optional URL ('' from a form means none): null when absent. */
export const ZOptionalHttpUrl = z.preprocess(emptyToUndefined, ZHttpUrl.optional()).transform((value) => value ?? null)

export const ZCategory = z.enum(CATEGORIES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? FIELD_MESSAGES.useCaseRequired : 'Choose a use case from the list'),
})

export const ZIndustry = z.enum(INDUSTRIES, { error: 'Choose an industry from the list' })

/** Any spelling the spec's forms used (Beginner, expert, Difficult…), stored as our three levels. */
export const ZDifficulty = z
  .string({ error: FIELD_MESSAGES.difficultyRequired })
  .trim()
  .min(1, { error: FIELD_MESSAGES.difficultyRequired, abort: true })
  .transform((value, context) => {
    const difficulty = normaliseDifficulty(value)
    if (difficulty) return difficulty
    context.addIssue({ code: 'custom', message: FIELD_MESSAGES.difficultyInvalid })

    return z.NEVER
  })

/** One value or several (a form posts `tags` once per chip), trimmed, empty ones dropped. */
export function tagsSchema(maximum: number) {
  return z
    .preprocess(
      (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.string().trim().max(MAX_TAG_LENGTH, `Tags are at most ${MAX_TAG_LENGTH} characters`)),
    )
    .transform((tags) => tags.filter((tag) => tag.length > 0))
    .refine((tags) => tags.length <= maximum, `At most ${maximum} tags`)
    .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, FIELD_MESSAGES.duplicateTags)
}

export const ZContributionTags = tagsSchema(MAX_CONTRIBUTION_TAGS)

export const ZDeploymentGuide = z
  .preprocess(emptyToUndefined, z.string().trim().max(MAX_GUIDE_LENGTH, `The deployment guide is at most ${MAX_GUIDE_LENGTH} characters`).optional())
  .transform((value) => value ?? null)

/** Field name → first message, for showing errors next to each field of a form. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }

  return errors
}
