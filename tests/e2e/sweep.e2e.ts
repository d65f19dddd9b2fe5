import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { expectAccessible } from '../support/browser.ts'
import { newMember, signInViaApi, signUpViaApi, signedInContext } from './support/session.ts'

/**
 * The end-to-end sweep (issue 20, "Done when"): every page route of app/routes.ts, as a visitor,
 * a member, a builder (a member who owns an agent) and an admin, and the internal links on them.
 * On each page: no "Coming soon", no console error or uncaught exception, no axe violation; every internal link answers
 * without 404; on the main pages, no fixed element overlaps another or a button of the page at
 * 375, 768 and 1280 px, light and dark. Findings are collected and reported together.
 */

const baseUrl = inject('baseUrl')
const admin = inject('admin')
const browser = useBrowser()
const findings: string[] = []
/** Pages the visitor's sweep keeps open at once; the three signed-in roles run side by side, one page each. */
const VISITOR_TABS = 3
/** Final addresses already checked with axe, per role: pages that redirect to /sign-in are checked once. */
const axeChecked = new Set<string>()

/** Routes that are not HTML pages, or need a session id only a checkout creates. */
const NOT_PAGES = new Set(['sitemap.xml', 'sitemaps/:part', 'robots.txt', 'sign-out', 'checkout/sandbox/:sessionId', '*'])

/** The page paths of app/routes.ts, read as text so routes that land later are swept too. */
function routePaths(): string[] {
  const source = readFileSync(new URL('../../app/routes.ts', import.meta.url), 'utf8')
  const paths = [...source.matchAll(/route\('([^']+)'/g)].map((match) => match[1]!)
  const comingSoon = readComingSoonPaths()

  // Feeds, sitemaps, images and text files are not pages; outbound redirects (…/go/:target) leave the site.
  return ['', ...paths, ...comingSoon].filter((path) => !NOT_PAGES.has(path) && !/\.(xml|json|txt|png)$/.test(path) && !path.includes('/go/'))
}

function readComingSoonPaths(): string[] {
  try {
    const source = readFileSync(new URL('../../app/lib/coming-soon.ts', import.meta.url), 'utf8')
    return [...source.matchAll(/^\s+'?([a-z][a-z0-9/-]*)'?: \{ title/gm)].map((match) => match[1]!)
  } catch {
    return []
  }
}

function fill(path: string, ids: { agentId: number }): string {
  return `/${path.replace(':agentId', String(ids.agentId)).replace(':industry', 'education').replace(':guide', 'replit')}`
}

async function api(path: string, token: string, body?: unknown) {
  const response = await fetch(new URL(path, baseUrl), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie: `atlas_session=${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)

  return response.json()
}

type TRole = { name: string; context: BrowserContext; paths: string[] }

/** Visits one page; records what is wrong; returns the internal links on it. */
async function sweepPage(page: Page, role: string, path: string): Promise<string[]> {
  const errors: string[] = []
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === 'error') errors.push(message.text())
  }
  // An exception no code catches (a module that fails to evaluate) is not a console message.
  const onPageError = (error: Error) => errors.push(`uncaught: ${error.message}`)
  page.on('console', onConsole)
  page.on('pageerror', onPageError)
  const where = `${role} ${path}`
  try {
    const response = await page.goto(path, { waitUntil: 'load' })
    const status = response?.status() ?? 0
    if (status >= 500 || status === 404) findings.push(`${where}: answered ${status}`)
    const text = await page.locator('body').innerText()
    if (/coming soon/i.test(text)) findings.push(`${where}: shows "Coming soon"`)
    const landed = `${role} ${new URL(page.url()).pathname}`
    if (!axeChecked.has(landed)) {
      axeChecked.add(landed)
      try {
        await expectAccessible(page)
      } catch (error) {
        findings.push(`${where}: ${(error as Error).message.split('\n').slice(0, 6).join(' ')}`)
      }
    }
    // A page answered with an intended 403 (a member on a builder's page) logs its own status: not a defect.
    const ownStatus = status === 403 ? `status of ${status}` : null
    for (const error of errors) {
      if (ownStatus && error.includes(ownStatus)) continue
      findings.push(`${where}: console error: ${error.slice(0, 200)}`)
    }

    return await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
  } finally {
    page.off('console', onConsole)
    page.off('pageerror', onPageError)
  }
}

/** Fixed or sticky elements that overlap each other or a button of the page. */
async function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0
    }
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}[${(element.textContent ?? '').trim().slice(0, 30)}]`
    const intersect = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1
    const floating = [...document.querySelectorAll('body *')].filter((element) => getComputedStyle(element).position === 'fixed' && visible(element))
    // A floating element inside another is one floating piece.
    const roots = floating.filter((element) => !floating.some((other) => other !== element && other.contains(element)))
    const found: string[] = []
    roots.forEach((a, index) => {
      for (const b of roots.slice(index + 1)) {
        if (intersect(a.getBoundingClientRect(), b.getBoundingClientRect())) found.push(`${describe(a)} overlaps ${describe(b)}`)
      }
      const controls = [...document.querySelectorAll('main button, main a[href], main input, main select')].filter((control) => visible(control) && !a.contains(control))
      for (const control of controls) {
        if (intersect(a.getBoundingClientRect(), control.getBoundingClientRect())) found.push(`${describe(a)} covers ${describe(control)}`)
      }
    })
    return found
  })
}

type TSweep = { sampleAgent: number; roles: TRole[]; visitor: BrowserContext; links: Set<string> }
let sweep: TSweep

/** Sets up the four roles once: a member, a builder who owns an agent (claim approved), the admin. */
async function prepare(): Promise<TSweep> {
  const { agents } = (await (await fetch(new URL('/api/agents?limit=5', baseUrl))).json()) as { agents: { id: number }[] }
  const sampleAgent = agents[0]!.id
  const ownedAgent = agents[1]!.id

  const memberToken = await signUpViaApi(baseUrl, newMember('Sweep'))
  const builderToken = await signUpViaApi(baseUrl, newMember('SweepBuilder'))
  const adminToken = await signInViaApi(baseUrl, admin)
  const { claim } = await api(`/api/agents/${ownedAgent}/claim`, builderToken, {})
  await api(`/api/admin/claims/${claim.id}/approve`, adminToken, {})

  const all = routePaths()
  const signedIn = all.filter((path) => /^(account|contribute|premium|saved|compare|matchmaker|deployment|checkout|stripe-test|success|advertise|agents\/:agentId$|dev\/)/.test(path) || path === '')
  const visitor = await browser().newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
  const roles: TRole[] = [
    // The contact form exists only for agents with an owner (an unowned agent's answers 404 by design).
    { name: 'visitor', context: visitor, paths: all.map((path) => fill(path, { agentId: path.endsWith('/contact') ? ownedAgent : sampleAgent })) },
    { name: 'member', context: await signedInContext(browser(), baseUrl, memberToken), paths: signedIn.map((path) => fill(path, { agentId: sampleAgent })) },
    {
      name: 'builder',
      context: await signedInContext(browser(), baseUrl, builderToken),
      paths: ['/', '/account', `/agents/${ownedAgent}`, `/agents/${ownedAgent}/edit`, '/advertise', '/premium/subscribe', '/premium/dashboard'],
    },
    { name: 'admin', context: await signedInContext(browser(), baseUrl, adminToken), paths: ['/', ...all.filter((path) => path.startsWith('admin')).map((path) => fill(path, { agentId: sampleAgent }))] },
  ]

  return { sampleAgent, roles, visitor, links: new Set<string>() }
}

/**
 * Visits the role's pages, `tabs` at a time: while the server renders one page, Chromium lays out
 * and axe checks another (decision 044). Every path is still visited and checked.
 */
async function sweepRole(role: TRole, tabs: number) {
  const queue = [...role.paths]
  await Promise.all(
    Array.from({ length: tabs }, async () => {
      const page = await role.context.newPage()
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        for (const href of await sweepPage(page, role.name, path)) {
          if (href.startsWith('/') && !href.startsWith('//')) sweep.links.add(href.split('#')[0]!)
        }
      }
      await page.close()
    }),
  )
}

/** Asserts and clears what one part of the sweep found. */
function expectNoFindings(part: string) {
  const found = findings.splice(0)
  expect(found, `${part}: ${found.length} problems`).toEqual([])
}

describe('the sweep', () => {
  beforeAll(async () => {
    sweep = await prepare()
  })

  afterAll(async () => {
    for (const role of sweep?.roles ?? []) await role.context.close()
  })

  it('every page route as a visitor', { timeout: 600_000 }, async () => {
    await sweepRole(sweep.roles[0]!, VISITOR_TABS)
    expectNoFindings('visitor pages')
  })

  it('the pages that change with a session, as member, builder and admin', { timeout: 600_000 }, async () => {
    await Promise.all(sweep.roles.slice(1).map((role) => sweepRole(role, 1)))
    expectNoFindings('signed-in pages')
  })

  it('every internal link on them answers without 404 or "Coming soon"', { timeout: 300_000 }, async () => {
    // Deduplicated; links with query strings sampled so the sweep stays bounded.
    const plain = [...sweep.links].filter((href) => !href.includes('?'))
    const withQuery = [...sweep.links].filter((href) => href.includes('?')).slice(0, 40)
    const queue = [...plain, ...withQuery]
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
          const response = await fetch(new URL(href, baseUrl), { redirect: 'follow' })
          if (response.status === 404 || response.status >= 500) findings.push(`link ${href}: answered ${response.status}`)
          const body = response.headers.get('content-type')?.includes('text/html') ? await response.text() : ''
          if (/coming soon/i.test(body)) findings.push(`link ${href}: leads to "Coming soon"`)
        }
      }),
    )
    expectNoFindings(`internal links (${plain.length + withQuery.length} checked)`)
  })

  // Nothing is fixed over the page today (the accessibility toggle and the phone's Contribute
  // button live in the header); this keeps it so if something floating is added.
  it('no floating element covers another or a control, at 375, 768 and 1280 px, light and dark', { timeout: 300_000 }, async () => {
    const page = await sweep.visitor.newPage()
    for (const path of ['/', '/marketplace', '/free-agents', '/shop', `/agents/${sweep.sampleAgent}`, '/contribute', '/sign-in']) {
      await page.goto(path)
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        for (const width of [375, 768, 1280]) {
          await page.setViewportSize({ width, height: 800 })
          for (const overlap of await overlaps(page)) findings.push(`${path} at ${width} px ${colorScheme}: ${overlap}`)
        }
      }
    }
    await page.close()
    expectNoFindings('floating elements')
  })
})
