import { Form, redirect } from 'react-router'
import { RATE_LIMITS, getOptionalUser, readSessionToken, revokeSession, serializeSessionCookie } from '../../../server/accounts/index.ts'
import { z } from 'zod'
import { pageAction } from '../../lib/page-action.server.ts'
import { Button } from '../../ui/button.tsx'
import type { Route } from './+types/sign-out'
import { AuthCard } from '../../components/auth-card.tsx'

export function meta() {
  return [{ title: 'Sign out | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

/** Signing out changes state, so it is a POST; a GET (a typed address, an old link) asks first. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await getOptionalUser(request))) throw redirect('/')

  return null
}

export const action = pageAction({
  guard: 'anyone',
  rateLimit: [{ rule: RATE_LIMITS.writePerAddress, by: 'address' }],
  schema: z.object({}),
  handler: async ({ request }) => {
    const token = readSessionToken(request.headers.get('cookie'))
    if (token) await revokeSession({ token })

    return redirect('/sign-in?notice=signed-out', { headers: { 'Set-Cookie': serializeSessionCookie({ token: null }) } })
  },
})

export default function SignOut() {
  return (
    <AuthCard title="Sign out" lead="Sign out of Agent Atlas on this device?">
      <Form method="post">
        <Button type="submit">Sign out</Button>
      </Form>
    </AuthCard>
  )
}
