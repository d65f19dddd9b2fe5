import { pino } from 'pino'
import { env } from './env.ts'
import { singleton } from './singleton.ts'

export const logger = singleton('logger', () =>
  pino({
    level: process.env.NODE_ENV === 'test' ? 'silent' : env().LOG_LEVEL,
    redact: ['password', '*.password', 'req.headers.cookie', 'req.headers.authorization'],
  }),
)
