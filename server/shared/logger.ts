import { pino, stdSerializers, type DestinationStream, type LoggerOptions } from 'pino'
import { env } from './env.ts'
import { singleton } from './singleton.ts'

/** Fields that never reach a log line, at the top level or one object down (issue 11, defect 9). */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'password_hash',
  '*.password_hash',
  'token',
  '*.token',
  'tokenHash',
  '*.tokenHash',
  'email',
  '*.email',
  'params',
  '*.params',
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
]

type SerializedError = Record<string, unknown> & { message?: string; stack?: string; cause?: unknown }

/**
 * Query errors (drizzle's "Failed query: … params: …", the drivers' `parameters`) carry the bound
 * values: emails, password hashes, tokens. Keep the SQL and the reason, never the values.
 */
export function withoutQueryParameters(error: unknown, depth = 0): unknown {
  if (!error || typeof error !== 'object' || depth > 5) return error
  const serialized: SerializedError = error instanceof Error ? { ...stdSerializers.err(error) } : { ...(error as SerializedError) }
  // `detail` is Postgres's "Key (email)=(…) already exists": the value again.
  for (const key of ['params', 'parameters', 'values', 'detail']) delete serialized[key]
  const scrub = (text: unknown) => (typeof text === 'string' ? text.replace(/^(\s*)params:.*$/gm, '$1params: [redacted]') : text)
  serialized.message = scrub(serialized.message) as string | undefined
  serialized.stack = scrub(serialized.stack) as string | undefined
  if (serialized.cause) serialized.cause = withoutQueryParameters(serialized.cause, depth + 1)

  return serialized
}

export function loggerOptions(level: LoggerOptions['level']): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: withoutQueryParameters, error: withoutQueryParameters },
  }
}

/** A logger with this app's redaction, writing to `destination` (tests capture a run's log). */
export function createLogger(destination?: DestinationStream, level: LoggerOptions['level'] = 'info') {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level))
}

export const logger = singleton('logger', () => createLogger(undefined, process.env.NODE_ENV === 'test' ? 'silent' : env().LOG_LEVEL))
