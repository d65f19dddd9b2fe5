/**
 * Domain code throws AppError with a code; server/http/errors.ts maps codes to HTTP once.
 * The message is user-facing: say what went wrong and what to do.
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
} as const

export type AppErrorCode = keyof typeof APP_ERROR_STATUS

export class AppError extends Error {
  readonly code: AppErrorCode
  /** Extra machine-readable fields for the response body (e.g. the existing agent's id on CONFLICT). */
  readonly details?: Record<string, unknown>

  constructor(code: AppErrorCode, message: string, details?: Record<string, unknown>) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.details = details
  }

  get status() {
    return APP_ERROR_STATUS[this.code]
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}
