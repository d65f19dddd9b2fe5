/** What a page form's action answers (pageAction's default failure has the same shape): field messages, a form-level message, or success. */
export type TFormResult = {
  /** Which form on the page answered (the account page has several). */
  intent?: string
  ok: boolean
  message?: string
  fieldErrors?: Record<string, string>
}

/** The one line to show for a refused form: its message, else its first field message; nothing when it succeeded. */
export function failureText(result: Pick<TFormResult, 'ok' | 'message' | 'fieldErrors'> | null | undefined): string | undefined {
  if (!result || result.ok) return undefined

  return result.message ?? Object.values(result.fieldErrors ?? {})[0]
}
