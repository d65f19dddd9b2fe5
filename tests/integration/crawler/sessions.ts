import { createSession, ensureAdmin, sessionCookieName, signUp } from '../../../server/accounts/index.ts'

/** A Cookie header for a fresh admin session. */
export async function adminCookie(email = `admin-${Date.now()}@example.test`): Promise<string> {
  const { user } = await ensureAdmin({ email, password: 'a long admin password' })
  const { token } = await createSession({ userId: user.id })

  return `${sessionCookieName()}=${token}`
}

/** A Cookie header for a fresh member (not an admin). */
export async function memberCookie(email = `member-${Date.now()}@example.test`): Promise<string> {
  const { session } = await signUp({ email, password: 'a long member password', name: 'Member' })

  return `${sessionCookieName()}=${session.token}`
}
