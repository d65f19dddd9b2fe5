import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

/**
 * Architecture boundaries (decision 022), checked by `no-restricted-imports` on the import strings:
 *
 * - pages and components (app/) never import db/, and reach the server only through a domain's
 *   index.ts, server/shared/, or the pure modules the browser bundle needs (PAGE_SAFE_FILES);
 * - server domains (every folder of server/ except http and shared) meet only through index.ts;
 * - server code never imports app/ nor React Router, except the HTTP adapter (server/http,
 *   server/production-server.ts, server/dev.ts), which serves the pages.
 *
 * The domain list is read from the tree, so a new domain folder is covered the day it lands.
 */

const NOT_DOMAINS = new Set(['http', 'shared'])
const DOMAINS = readdirSync(join(import.meta.dirname, 'server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_DOMAINS.has(entry.name))
  .map((entry) => entry.name)

/**
 * What a page may import from server/ besides server/shared/: a domain's index.ts, and the pure
 * modules (no database, no Node-only dependency) the browser bundle needs: *.schemas.ts,
 * *-rules.ts / *.rules.ts and the files listed here.
 */
const PAGE_SAFE_FILES = ['contributions/form-fields.ts', 'http/api/index.ts', 'assistant/assistant-messages.ts', 'quiz/quiz-questions.ts']

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const oneOf = (names) => names.map(escape).join('|')

const DB = {
  regex: '(^|/)db/|^#db/',
  message: 'Pages and components never import db/: call a server domain through its index.ts.',
}

const APP_FROM_SERVER = {
  regex: '(^|/)app/|^#app/',
  message: 'Server code never imports from app/: move what both sides need to server/shared/ (or a domain\'s *.schemas.ts).',
}

const REACT_ROUTER = {
  regex: '^(react-router|@react-router/.*)$',
  message: 'Only the HTTP adapter (server/http, server/production-server.ts, server/dev.ts) imports React Router: domains throw AppError, and app/lib/guards.server.ts turns it into redirects and error pages.',
}

/** Another domain's file other than its index.ts, reached by a relative path. */
const domainInternals = (domains) => ({
  regex: `^(\\.\\./)+(${oneOf(domains)})/(?!index\\.ts$).+`,
  message: 'Server domains meet only through index.ts: import from \'<domain>/index.ts\' and export what you need there.',
})

const PAGE_REACHES_INTO_DOMAIN = {
  regex: `^(\\.\\./)+server/(?!shared/)(?!(${oneOf(DOMAINS)})/(index|[^/]+\\.schemas|[^/]+[.-]rules)\\.ts$)(?!(${oneOf(PAGE_SAFE_FILES)})$).+`,
  message: 'Pages reach the server through a domain\'s index.ts (or server/shared/, *.schemas.ts, *-rules.ts): export what you need from the domain\'s index.ts.',
}

const PAGE_GUARDS = {
  regex: '(^|/)server/(accounts|listings)/index\\.ts$',
  importNames: ['requireUser', 'requireAdmin', 'requireOwner', 'requireBuilder'],
  message: 'Pages import requireUser/requireAdmin/requireOwner/requireBuilder from app/lib/guards.server.ts (sign-in redirects and 403/404 pages); the domain versions throw AppError for the API.',
}

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })

export default tseslint.config(
  { ignores: ['build/', 'data/', 'node_modules/', '.react-router/', 'tmp/', 'fixtures/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['app/**'], rules: restrict(DB, PAGE_REACHES_INTO_DOMAIN, PAGE_GUARDS) },
  // The one file that wraps the domain's guards for pages.
  { files: ['app/lib/guards.server.ts'], rules: restrict(DB, PAGE_REACHES_INTO_DOMAIN) },
  ...DOMAINS.map((domain) => ({
    files: [`server/${domain}/**`],
    rules: restrict(domainInternals(DOMAINS.filter((other) => other !== domain)), APP_FROM_SERVER, REACT_ROUTER),
  })),
  { files: ['server/shared/**'], rules: restrict(domainInternals(DOMAINS), APP_FROM_SERVER, REACT_ROUTER) },
  // The HTTP adapter serves the pages (React Router's request handler) and mounts every domain's API.
  { files: ['server/http/**', 'server/*.ts'], rules: restrict(domainInternals(DOMAINS)) },
)
