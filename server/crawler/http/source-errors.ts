/**
 * Errors a connector's HTTP calls end with. A rate limit stops a source cleanly (recorded, never
 * hammered); an unavailable source (timeout, network, 5xx) never counts against an agent's link.
 */
export class SourceRateLimitedError extends Error {
  readonly resetAt: Date | null

  constructor(message: string, resetAt: Date | null) {
    super(message)
    this.name = 'SourceRateLimitedError'
    this.resetAt = resetAt
  }
}

export class SourceUnavailableError extends Error {
  readonly url: string
  readonly status: number | null

  constructor(message: string, { url, status }: { url: string; status: number | null }) {
    super(message)
    this.name = 'SourceUnavailableError'
    this.url = url
    this.status = status
  }
}

export function isRateLimitedError(error: unknown): error is SourceRateLimitedError {
  return error instanceof SourceRateLimitedError
}

export function isUnavailableError(error: unknown): error is SourceUnavailableError {
  return error instanceof SourceUnavailableError
}
