import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { seedCatalogue } from '../../../db/seed/seed-catalogue.ts'
import { ensureAdmin } from '../../accounts/index.ts'
import { SEARCH_PHRASES_BATCH_SIZE, writeMissingSearchPhrases } from '../../assistant/index.ts'
import { startCrawl } from '../../crawler/index.ts'
import { AppError } from '../../shared/errors.ts'
import { singleton } from '../../shared/singleton.ts'
import { validate } from '../validate.ts'

const local = singleton('local-admin-token', () => ({ token: null as Buffer | null }))

/**
 * Turns on the local admin API for CLI commands run while this server holds the embedded data
 * directory (issue 11, defect 1). The token lives only in this process and in the directory's
 * lock file (mode 0600), so only the machine's user that started the server can read it.
 */
export function enableLocalAdmin(token: string) {
  local.token = Buffer.from(token)
}

function isLocalToken(header: string | undefined): boolean {
  const presented = Buffer.from(header?.replace(/^Bearer /, '') ?? '')

  return Boolean(local.token && presented.length === local.token.length && timingSafeEqual(presented, local.token))
}

/** `npm run crawl`, `seed`, `admin:create` and `catalogue:phrases` through the running server. Not in the public API docs. */
export const localAdminRoutes = new Hono()
  .use('/local/*', async (c, next) => {
    // Unknown to anyone without the token: the same 404 as any missing route.
    if (!isLocalToken(c.req.header('authorization'))) throw new AppError('NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`)

    return next()
  })
  .post('/local/crawl', validate('json', z.object({ sourceKeys: z.array(z.string().max(40)).max(20).optional() })), async (c) => {
    const { runId } = await startCrawl({ trigger: 'manual', sourceKeys: c.req.valid('json').sourceKeys })

    return c.json({ runId }, 202)
  })
  .post('/local/seed', async (c) => c.json(await seedCatalogue()))
  // One batch per request, with this server's model settings; the CLI asks again for the next.
  .post(
    '/local/search-phrases',
    validate('json', z.object({ limit: z.number().int().min(1).max(SEARCH_PHRASES_BATCH_SIZE).optional(), belowAgentId: z.number().int().positive().optional() })),
    async (c) => c.json(await writeMissingSearchPhrases(c.req.valid('json'))),
  )
  .post('/local/admin', validate('json', z.object({ email: z.string().max(320), password: z.string().max(200), name: z.string().max(80).optional() })), async (c) => {
    const { user, outcome } = await ensureAdmin(c.req.valid('json'))

    return c.json({ user: { id: user.id, email: user.email }, outcome })
  })
