/**
 * Pages later work builds. Until a page ships, its address answers with a clear "coming soon"
 * page (status 200) saying what it will do, so no header or footer link is dead. A page that
 * ships is removed from this list and gets its own route.
 */
export type ComingSoonPage = { title: string; description: string }

export const COMING_SOON_PAGES = {
  coaching: { title: 'Deployment coaching', description: 'A learning coach that walks you through deploying an agent step by step, in the way you learn best.' },
  deployment: { title: 'Deployment platform', description: 'A list of agents you can deploy yourself, with guides for Replit, Docker, Cloud Run and your own machine, and a deployment assistant.' },
  matchmaker: { title: 'Find AI for your business', description: 'Six short questions about your work, skills and time, then the agents that fit you best.' },
  advertise: { title: 'Advertise your agent', description: 'A premium listing with priority placement and real analytics, to reach solo businesses and small teams.' },
  'premium/subscribe': { title: 'Premium listing', description: 'Subscribe to a premium listing for your agent: priority placement, analytics and an inquiries inbox.' },
  'premium/dashboard': { title: 'Premium dashboard', description: 'Your listings, their views, clicks and contact requests, and your subscription.' },
  'premium/success': { title: 'Subscription confirmed', description: 'Where you land after paying for a premium listing, with its current state.' },
  checkout: { title: 'Checkout', description: 'Pay for an agent or a listing upgrade securely through our payment provider.' },
  'stripe-test': { title: 'Test checkout', description: 'A test-mode checkout to try payments with test cards.' },
  'admin/inventory': { title: 'Inventory', description: 'Administrators: the catalogue broken down by industry, difficulty, source and price.' },
  'admin/premium': { title: 'Premium management', description: 'Administrators: search agents and manage premium placements.' },
  success: { title: 'Payment received', description: 'The outcome of a payment, with links back to the agent and the marketplace.' },
  cancel: { title: 'Payment cancelled', description: 'No charges were made. You can return to the marketplace or try again.' },
  bubble: { title: 'Bubble Coach', description: 'A coaching track for Bubble, the visual app builder: put an agent behind an app your clients use.' },
  flowise: { title: 'Flowise Coach', description: 'A coaching track for Flowise, the drag-and-drop agent builder.' },
  n8n: { title: 'n8n Coach', description: 'A coaching track for n8n, the workflow automation tool: connect agents to the tools you use.' },
  saved: { title: 'Saved agents', description: 'The agents you saved, in one list.' },
  compare: { title: 'Compare agents', description: 'Put agents side by side: difficulty, price, infrastructure, ratings.' },
} satisfies Record<string, ComingSoonPage>

export type ComingSoonPath = keyof typeof COMING_SOON_PAGES

export function comingSoonPage(pathname: string): ComingSoonPage | null {
  const key = pathname.replace(/^\/+|\/+$/g, '')

  return (COMING_SOON_PAGES as Record<string, ComingSoonPage>)[key] ?? null
}
