import { data, type AppLoadContext } from 'react-router'
import { ZodError, type z, type ZodType } from 'zod'
import { checkRateLimits, getOptionalUser, rateLimitIdentifier, type TRateLimitRule, type TRateLimitSubject, type TSessionUser } from '../../server/accounts/index.ts'
import { requireAdmin, requireUser } from './guards.server.ts'
import { isAppError } from '../../server/shared/errors.ts'

/**
 * The one way to write a route `action` (issue 11, decision 012): every page form gets, in order,
 *
 * 1. a guard (who may post: 'anyone', 'user', 'admin', or a function such as an owner check),
 * 2. a web-form body (anything else: 400 with a clear message; a NUL character in any field: 400),
 * 3. rate limits counted in the same buckets as the JSON API (same rule, same identifier; limits
 *    keyed by a form field, such as the email, count once the form is valid),
 * 4. a zod schema for the fields (failures: 400 with one message per field),
 * 5. error mapping: an AppError thrown by the domain becomes a form answer with its status.
 *
 * A single form:
 *
 *   export const action = pageAction({
 *     guard: 'user',
 *     rateLimit: [{ rule: CONTRIBUTION_RATE_LIMITS.verifyClaimPerAccount, by: 'user' }],
 *     schema: z.object({ claimId: z.coerce.number().int().positive().max(2_147_483_647) }),
 *     handler: async ({ user, input }) => {
 *       await verifyClaim({ claimId: input.claimId, userId: user.id })
 *       return redirect('/done', 303)
 *     },
 *   })
 *
 * Several forms on one page post an `intent` field; each intent has its own limit and schema:
 *
 *   export const action = pageAction({
 *     guard: 'admin',
 *     intents: (intent) => ({
 *       approve: intent({ rateLimit: [ADMIN_WRITES], schema: ZApprove, handler: async ({ user, input }) => … }),
 *       reject: intent({ rateLimit: [ADMIN_WRITES], schema: ZReject, handler: async ({ user, input }) => … }),
 *     }),
 *   })
 *
 * Failures answer `{ intent, ok: false, message, fieldErrors }` unless the intent's `failure`
 * shapes its own body (to echo what was typed, for instance). Errors that are not AppErrors are
 * real bugs and propagate (the error page, a logged 500).
 */

export type PageActionArgs = { request: Request; params: Record<string, string | undefined>; context: AppLoadContext }

export type TPageGuard = 'anyone' | 'user' | 'admin' | ((args: PageActionArgs) => Promise<TSessionUser>)

export type TGuardUser<Guard> = Guard extends 'anyone' ? TSessionUser | null : Guard extends 'user' | 'admin' ? TSessionUser : Guard extends (args: PageActionArgs) => Promise<infer User> ? User : never

export type TRateLimitKeyContext<Input> = { input: Input; user: TSessionUser | null; address: string }

export type TPageRateLimit<Input> = {
  /** The same rule object the API route uses (RATE_LIMITS, CONTRIBUTION_RATE_LIMITS…). */
  rule: TRateLimitRule
  /** Counted per account, per IP (as the API's `rateLimit` middleware), or under a key of its own (e.g. the email). */
  by: TRateLimitSubject | ((context: TRateLimitKeyContext<Input>) => string)
}

/** Why a post was refused, before the intent's `failure` shapes it into the page's answer. */
export type TPageActionFailure = { status: number; message?: string; fieldErrors?: Record<string, string>; retryAfterSeconds?: number; error?: unknown }

export type TFailureContext = { intent: string; formData: FormData }

export type TPageIntent<Schema extends ZodType, User, Result, Failure> = {
  /** At least one limit: an action cannot be written without one. */
  rateLimit: [TPageRateLimit<z.infer<Schema>>, ...TPageRateLimit<z.infer<Schema>>[]]
  schema: Schema
  /** What the schema validates; by default the form's text fields as an object (last value wins). */
  read?: (formData: FormData) => unknown
  handler: (args: PageActionArgs & { user: User; input: z.infer<Schema>; formData: FormData }) => Promise<Result>
  /** Shapes a refusal into this form's answer body; defaults to `{ intent, ok: false, message, fieldErrors }`. */
  failure?: (failure: TPageActionFailure, context: TFailureContext) => Failure
  /** The field an AppError's message belongs to (else it is shown for the whole form). */
  errorField?: (error: { code: string; message: string; details?: Record<string, unknown> }) => string | undefined
}

export type TDefaultFailure = { intent?: string; ok: false; message?: string; fieldErrors?: Record<string, string> }

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each intent's own schema; checked where it is written
type AnyIntent<User> = TPageIntent<any, User, unknown, unknown>

type SingleSpec<Guard extends TPageGuard, Schema extends ZodType, Result, Failure> = { guard: Guard } & TPageIntent<Schema, TGuardUser<Guard>, Result, Failure>

type IntentFactory<User> = <Schema extends ZodType, Result, Failure = TDefaultFailure>(intent: TPageIntent<Schema, User, Result, Failure>) => TPageIntent<Schema, User, Result, Failure>

type IntentsSpec<Guard extends TPageGuard, Intents extends Record<string, AnyIntent<TGuardUser<Guard>>>> = {
  guard: Guard
  intents: (intent: IntentFactory<TGuardUser<Guard>>) => Intents
  /** The intent of a post without an `intent` field (e.g. the page's main button). */
  defaultIntent?: keyof Intents & string
}

type FailureOf<Intent> = Intent extends { failure?: (...args: never[]) => infer Failure } ? (unknown extends Failure ? TDefaultFailure : Failure) : TDefaultFailure
type ResultOf<Intent> = Intent extends { handler: (...args: never[]) => Promise<infer Result> } ? Result | ReturnType<typeof data<FailureOf<Intent>>> : never

export const NOT_A_FORM_MESSAGE = 'This address takes a web form (application/x-www-form-urlencoded or multipart/form-data). Send the form from the page, or use the JSON API.'
export const NUL_CHARACTER_MESSAGE = 'Text may not contain NUL characters (\\u0000).'
export const UNKNOWN_INTENT_MESSAGE = 'This form is not known. Reload the page and try again.'
export const INVALID_FORM_MESSAGE = 'Please correct the fields marked below.'

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/** A page action's answer to a refusal: the page re-renders with it as `actionData`. */
export class PageActionRefusal extends Error {
  readonly failure: TPageActionFailure

  constructor(failure: TPageActionFailure) {
    super(failure.message ?? 'Refused')
    this.failure = failure
  }
}

async function guardUser(guard: TPageGuard, args: PageActionArgs): Promise<TSessionUser | null> {
  if (guard === 'anyone') return getOptionalUser(args.request)
  if (guard === 'user') return requireUser(args.request)
  if (guard === 'admin') return requireAdmin(args.request)

  return guard(args)
}

/** The body as FormData, or a refusal: other content types and unreadable bodies are the caller's mistake. */
async function readFormBody(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!FORM_TYPES.includes(type)) throw new PageActionRefusal({ status: 400, message: NOT_A_FORM_MESSAGE })
  try {
    return await request.formData()
  } catch {
    throw new PageActionRefusal({ status: 400, message: 'The form could not be read. Reload the page and send it again.' })
  }
}

function hasNulCharacter(formData: FormData): boolean {
  for (const [name, value] of formData.entries()) {
    if (name.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) return true
  }

  return false
}

/** The form's text fields as one object; repeated names keep the last value (use `read` for lists). */
export function formFields(formData: FormData): Record<string, string> {
  return Object.fromEntries([...formData.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/** The first message per field; issues without a path belong to the form. */
export function fieldErrorsFrom(error: ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {}
  for (const issue of error.issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message

  return fieldErrors
}

function partition<Item>(items: Item[], test: (item: Item) => boolean): [Item[], Item[]] {
  return [items.filter(test), items.filter((item) => !test(item))]
}

async function checkLimits<Input>(limits: TPageRateLimit<Input>[], keyContext: TRateLimitKeyContext<Input>) {
  if (!limits.length) return
  const checks = limits.map(({ rule, by }) => ({
    rule,
    identifier: typeof by === 'function' ? by(keyContext) : rateLimitIdentifier({ by, user: keyContext.user, address: keyContext.address }),
  }))
  const refusal = await checkRateLimits({ checks })
  if (refusal) throw new PageActionRefusal({ status: 429, message: refusal.message, retryAfterSeconds: refusal.retryAfterSeconds })
}

function answerFailure(failure: TPageActionFailure, intentSpec: AnyIntent<unknown> | undefined, context: TFailureContext) {
  const body = intentSpec?.failure
    ? intentSpec.failure(failure, context)
    : ({ intent: context.intent || undefined, ok: false, message: failure.message, fieldErrors: failure.fieldErrors } satisfies TDefaultFailure)
  const headers: HeadersInit = failure.retryAfterSeconds ? { 'Retry-After': String(failure.retryAfterSeconds) } : {}

  return data(body, { status: failure.status, headers })
}

async function runIntent(intentSpec: AnyIntent<unknown>, args: PageActionArgs, user: TSessionUser | null, formData: FormData) {
  const address = args.context.clientAddress
  // As on the API: limits by account or address count before validation, so bad posts spend the budget too;
  // limits keyed by a field (the email) need the validated form.
  const [byField, bySubject] = partition(intentSpec.rateLimit, (limit) => typeof limit.by === 'function')
  await checkLimits(bySubject, { input: undefined, user, address })
  const parsed = intentSpec.schema.safeParse((intentSpec.read ?? formFields)(formData))
  if (!parsed.success) throw new PageActionRefusal({ status: 400, message: INVALID_FORM_MESSAGE, fieldErrors: fieldErrorsFrom(parsed.error) })
  await checkLimits(byField, { input: parsed.data, user, address })
  try {
    return await intentSpec.handler({ ...args, user, input: parsed.data, formData })
  } catch (error) {
    if (error instanceof PageActionRefusal) throw error
    if (error instanceof ZodError) throw new PageActionRefusal({ status: 400, message: INVALID_FORM_MESSAGE, fieldErrors: fieldErrorsFrom(error) })
    if (!isAppError(error)) throw error
    const field = intentSpec.errorField?.(error)
    throw new PageActionRefusal(field ? { status: error.status, fieldErrors: { [field]: error.message }, error } : { status: error.status, message: error.message, error })
  }
}

export function pageAction<Guard extends TPageGuard, Schema extends ZodType, Result, Failure = TDefaultFailure>(
  spec: SingleSpec<Guard, Schema, Result, Failure>,
): (args: PageActionArgs) => Promise<Result | ReturnType<typeof data<Failure>>>
export function pageAction<Guard extends TPageGuard, Intents extends Record<string, AnyIntent<TGuardUser<Guard>>>>(
  spec: IntentsSpec<Guard, Intents>,
): (args: PageActionArgs) => Promise<ResultOf<Intents[keyof Intents]>>
export function pageAction(spec: ({ guard: TPageGuard } & AnyIntent<unknown>) | IntentsSpec<TPageGuard, Record<string, AnyIntent<unknown>>>) {
  const intents: Record<string, AnyIntent<unknown>> = 'intents' in spec ? spec.intents((intent) => intent as never) : { '': spec }
  const defaultIntent = 'intents' in spec ? spec.defaultIntent : ''

  return async (args: PageActionArgs) => {
    const user = await guardUser(spec.guard, args)
    let formData = new FormData()
    let intent = defaultIntent ?? ''
    let intentSpec: AnyIntent<unknown> | undefined
    try {
      formData = await readFormBody(args.request)
      if (hasNulCharacter(formData)) throw new PageActionRefusal({ status: 400, message: NUL_CHARACTER_MESSAGE })
      if ('intents' in spec) {
        const posted = formData.get('intent')
        intent = typeof posted === 'string' && posted ? posted : (defaultIntent ?? '')
      }
      intentSpec = Object.hasOwn(intents, intent) ? intents[intent] : undefined
      if (!intentSpec) throw new PageActionRefusal({ status: 400, message: UNKNOWN_INTENT_MESSAGE })

      return await runIntent(intentSpec, args, user, formData)
    } catch (error) {
      if (!(error instanceof PageActionRefusal)) throw error

      return answerFailure(error.failure, intentSpec, { intent, formData })
    }
  }
}
