import { z } from 'zod'

/** Every variable the server reads, parsed once at boot. `.env.example` documents each one. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Public origin used in canonical URLs, sitemaps and emails. */
  PUBLIC_URL: z.url().optional(),
  /** Postgres server; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data/pglite'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Signs tokens that are not stored (e.g. sandbox payment events). Without it a random secret is
   * generated once and kept in the database, so every process shares it.
   */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Stripe; without keys the built-in sandbox provider walks the same flow. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe SDK sends its calls (tests: a local fake Stripe server); unset: api.stripe.com. */
  STRIPE_API_URL: z.url().optional(),
  /** OpenAI-compatible endpoint for the assistants; without it the built-in composer answers. */
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** Assistants: give up on the model after this long and answer with the built-in composer. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(300_000).default(30_000),
  /** Assistants: the Markdown knowledge base (deployment guides, troubleshooting, coaching tracks). */
  KNOWLEDGE_BASE_DIR: z.string().default('content'),
  /** Crawler: live traffic only when enabled; tokens raise the sources' rate limits. */
  CRAWLER_LIVE: z.stringbool().default(false),
  GITHUB_TOKEN: z.string().optional(),
  HF_TOKEN: z.string().optional(),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  GITHUB_RAW_URL: z.url().default('https://raw.githubusercontent.com'),
  HF_API_URL: z.url().default('https://huggingface.co'),
  /** Crawler: bundled source snapshots read when live crawling is off. */
  CRAWLER_SNAPSHOT_DIR: z.string().default('fixtures/sources'),
  /** Crawler: cron expression in UTC for the scheduled crawl, or 'off' (spec: daily at 06:00 UTC). */
  CRAWLER_SCHEDULE: z.string().default('0 6 * * *'),
  /** Crawler: a run whose heartbeat is older than this is taken as dead and marked failed. */
  CRAWLER_STALE_AFTER_SECONDS: z.coerce.number().int().min(10).default(120),
  /** Crawler: wait at most this long for a source's rate-limit reset; later resets stop the source. */
  CRAWLER_RATE_LIMIT_MAX_WAIT_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Crawler: link-health look-ups per live run (oldest checks first). */
  CRAWLER_LINK_CHECKS_PER_RUN: z.coerce.number().int().min(0).default(200),
  /**
   * Behind a reverse proxy (load balancer, TLS terminator): believe X-Forwarded-For (the last
   * entry: the client address for rate limits and sessions) and X-Forwarded-Proto/Host (the
   * origin the browser used, for the CSRF check when PUBLIC_URL is unset). Leave off when clients
   * connect directly, or anyone could pick their address by sending the header.
   */
  TRUST_PROXY: z.stringbool().default(false),
  /** First admin, created at first start when both are set and no admin exists yet. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  /** SMTP for mail; without it mail lands in the development outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Agent Atlas <hello@agent-atlas.local>'),
  /** Listing analytics: count detail-page views and outbound clicks ('false' turns counting off, e.g. to measure its cost). */
  ANALYTICS_COUNTING: z.stringbool().default(true),
  /** Listing analytics: counted views and clicks are written in one batch this often (and on shutdown). */
  ANALYTICS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
})

export type Env = z.infer<typeof ZEnv>

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = ZEnv.superRefine((parsed, context) => {
    // The public address is configuration, never the Host header a client sent (issue 11, defect 4).
    if (parsed.NODE_ENV === 'production' && !parsed.PUBLIC_URL) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: "required in production: the site's public address (e.g. https://agent-atlas.example), used for links in pages and mails, redirects and the origin check",
      })
    }
  }).safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new Error(`Invalid environment variables:\n${problems}`)
  }

  return result.data
}

let cached: Env | undefined

/** The parsed environment; parsed on first use so tests can set variables before. */
export function env(): Env {
  cached ??= parseEnv()

  return cached
}

/** Tests change variables between files; this forgets the parsed copy. */
export function resetEnvForTests() {
  cached = undefined
}
