import { data } from 'react-router'
import type { z, ZodType } from 'zod'
import type { TRateLimitRefusal } from '../../../server/accounts/index.ts'
import { isAppError } from '../../../server/shared/errors.ts'

/** What an account form's action returns: field messages, a form-level message, or success. */
export type TFormResult = {
  /** Which form on the page answered (the account page has several). */
  intent?: string
  ok: boolean
  message?: string
  fieldErrors?: Record<string, string>
}

export type TParsedForm<Schema extends ZodType> = { data: z.infer<Schema>; fieldErrors?: undefined } | { data?: undefined; fieldErrors: Record<string, string> }

/**
 * Validates a submitted form with the same zod schema the API uses; first message per field.
 * New route actions use app/lib/page-action.server.ts (`pageAction`), which does this and more.
 */
export function parseForm<Schema extends ZodType>(formData: FormData, schema: Schema): TParsedForm<Schema> {
  const result = schema.safeParse(Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === 'string')))
  if (result.success) return { data: result.data }
  const fieldErrors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    fieldErrors[field] ??= issue.message
  }

  return { fieldErrors }
}

export function invalidForm(fieldErrors: Record<string, string>, intent?: string) {
  return data<TFormResult>({ intent, ok: false, fieldErrors }, { status: 400 })
}

/** 429 with Retry-After, as the API answers. */
export function rateLimitedForm(refusal: TRateLimitRefusal, intent?: string) {
  return data<TFormResult>({ intent, ok: false, message: refusal.message }, { status: 429, headers: { 'Retry-After': String(refusal.retryAfterSeconds) } })
}

/** A domain refusal (wrong password, email taken, invalid link…) shown on the form; anything else is a real error. */
export function formErrorFrom(error: unknown, intent?: string, field?: string) {
  if (!isAppError(error)) throw error
  const body: TFormResult = field ? { intent, ok: false, fieldErrors: { [field]: error.message } } : { intent, ok: false, message: error.message }

  return data<TFormResult>(body, { status: error.status })
}
