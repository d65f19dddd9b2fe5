import { type RouteConfig, index, route } from '@react-router/dev/routes'
import { COMING_SOON_PAGES } from './lib/coming-soon.ts'

export default [
  index('routes/home.tsx'),
  // Catalogue pages
  route('marketplace', 'routes/catalogue/marketplace.tsx'),
  route('free-agents', 'routes/catalogue/free-agents.tsx'),
  route('shop', 'routes/catalogue/shop.tsx'),
  route('industries/:industry', 'routes/catalogue/industry.tsx'),
  route('agents/:agentId', 'routes/agents/agent-detail.tsx'),
  // Old addresses: 301 to the canonical page
  route('agent/:agentId', 'routes/redirects.tsx', { id: 'redirect-agent' }),
  route('contribute-agent', 'routes/redirects.tsx', { id: 'redirect-contribute-agent' }),
  route('premium-subscription', 'routes/redirects.tsx', { id: 'redirect-premium-subscription' }),
  // Company and open-data pages
  route('about', 'routes/pages/about.tsx'),
  route('about/sources', 'routes/pages/sources.tsx'),
  route('careers', 'routes/pages/careers.tsx'),
  route('privacy', 'routes/pages/privacy.tsx'),
  route('terms', 'routes/pages/terms.tsx'),
  route('api-docs', 'routes/pages/api-docs.tsx'),
  route('crawler', 'routes/crawler.tsx'),
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('sitemaps/:part', 'routes/seo/sitemap-part.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  // Accounts: sign-in and friends, the account page, admin users, the development outbox
  route('sign-in', 'routes/auth/sign-in.tsx'),
  route('sign-up', 'routes/auth/sign-up.tsx'),
  route('sign-out', 'routes/auth/sign-out.tsx'),
  route('forgot-password', 'routes/auth/forgot-password.tsx'),
  route('reset-password', 'routes/auth/reset-password.tsx'),
  route('account', 'routes/account/account.tsx'),
  route('account/confirm-email', 'routes/account/confirm-email.tsx'),
  route('admin/users', 'routes/admin/users.tsx'),
  route('admin/reviews', 'routes/admin/reviews.tsx'),
  route('dev/outbox', 'routes/dev/outbox.tsx'),
  // Contributions, moderation and claiming a listing
  route('contribute', 'routes/contribute/contribute.tsx'),
  route('agents/:agentId/claim', 'routes/agents/claim.tsx'),
  route('agents/:agentId/edit', 'routes/agents/edit.tsx'),
  route('admin/contributions', 'routes/admin/contributions.tsx'),
  route('admin/claims', 'routes/admin/claims.tsx'),
  // Pages later issues build: one "coming soon" module, one route id per path
  ...Object.keys(COMING_SOON_PAGES).map((path) => route(path, 'routes/coming-soon.tsx', { id: `coming-soon/${path}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
