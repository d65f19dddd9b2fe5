import { randomBytes } from 'node:crypto'
import type { Browser, BrowserContext, Page } from 'playwright-core'

/** The session cookie's name outside production (server/accounts/session-cookie.ts). */
const SESSION_COOKIE = 'atlas_session'

export type TE2eUser = { email: string; password: string; name: string }

/** A fresh member's details; the random part keeps journeys independent on a shared database. */
export function newMember(label: string): TE2eUser {
  const suffix = randomBytes(4).toString('hex')

  return { email: `${label.toLowerCase()}-${suffix}@example.test`, password: `${label} password ${suffix}`, name: `${label} ${suffix}` }
}

/** The session token from a response's Set-Cookie headers. */
function sessionTokenFrom(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`))
  const token = cookie?.split(';')[0]?.slice(SESSION_COOKIE.length + 1)
  if (!token) throw new Error(`No session cookie in the answer (${response.status})`)

  return token
}

let callerNumber = 0

/**
 * A same-origin JSON POST, as the site's own pages send it (the server checks Origin against CSRF),
 * from an address of its own (the e2e server trusts X-Forwarded-For), so set-up calls of many
 * journeys do not share one address's rate limits.
 */
async function postJson(baseUrl: string, path: string, body: unknown): Promise<Response> {
  callerNumber += 1
  const address = `198.51.${process.pid % 250}.${callerNumber % 250}`
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`)

  return response
}

/** Creates a member account through the API (faster than the form) and returns its session token. */
export async function signUpViaApi(baseUrl: string, user: TE2eUser): Promise<string> {
  return sessionTokenFrom(await postJson(baseUrl, '/api/auth/sign-up', user))
}

/** Signs an existing account in through the API and returns its session token. */
export async function signInViaApi(baseUrl: string, user: Pick<TE2eUser, 'email' | 'password'>): Promise<string> {
  return sessionTokenFrom(await postJson(baseUrl, '/api/auth/sign-in', { email: user.email, password: user.password }))
}

/** A browser context (its own cookie jar) already signed in with the session token; `javaScriptEnabled: false` for the plain-HTML journeys. */
export async function signedInContext(browser: Browser, baseUrl: string, token: string, { javaScriptEnabled = true } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, javaScriptEnabled })
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax' }])

  return context
}

/** A new page in a context signed in as `token`. */
export async function signedInPage(browser: Browser, baseUrl: string, token: string, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  return (await signedInContext(browser, baseUrl, token, options)).newPage()
}
