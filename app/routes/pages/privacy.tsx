import { ProsePage } from '../../components/prose-page.tsx'
import { contactEmail } from '../../lib/contact.server.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import type { Route } from './+types/privacy'

export function loader({ request }: Route.LoaderArgs) {
  return { origin: siteOrigin(request), email: contactEmail() }
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []

  return buildMeta({ title: 'Privacy', description: 'What Agent Atlas stores about you, why, and how to have it removed.', origin: data.origin, path: '/privacy' })
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData

  return (
    <ProsePage title="Privacy" lead="You can browse Agent Atlas without an account, and we do not track you across other sites." updated="November 22, 2026">
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your account</strong>, if you create one: your email address, a scrambled (hashed) form of your password that cannot be turned back into it, your role, and when
          you signed up.
        </li>
        <li>
          <strong>What you write</strong>: reviews, ratings, helpful votes, saved agents, and agents you submit, with the date and the account that made them.
        </li>
        <li>
          <strong>Payment records</strong>: what you bought, the amount, our commission, its status and the reference our payment provider, Stripe, gives it. Card details go to
          Stripe directly; we never see or store them. Stripe handles them under <a href="https://stripe.com/privacy">its own privacy policy</a>.
        </li>
        <li>
          <strong>Premium listings</strong>: for builders, the views, clicks and contact requests of their listings. A contact request holds the name, email and message its sender
          typed, and is shown to the builder it was sent to.
        </li>
        <li>
          <strong>Server logs</strong>: the pages and API calls requested, when, and how the server answered, to keep the service working and secure.
        </li>
        <li>
          <strong>IP addresses</strong>: used to slow down repeated sign-in attempts and kept with each signed-in session, so a sign-in that was not you can be spotted. We keep
          no visitor profiles.
        </li>
      </ul>
      <h2>Cookies and browser storage</h2>
      <p>
        When you sign in we set one session cookie so the site knows it is you; it is needed for the site to work and is removed when you sign out or it expires. We use no
        advertising or analytics cookies. Your accessibility and dark-mode choices are kept in your browser&apos;s local storage and are never sent to us.
      </p>
      <h2>What we do not do</h2>
      <ul>
        <li>We do not sell or rent your data.</li>
        <li>We do not show third-party advertising.</li>
        <li>We send email only for your account (sign-in links, receipts, replies to your listings), never newsletters you did not ask for.</li>
      </ul>
      <h2>Your choices</h2>
      <p>
        You can ask for a copy of what we hold about you, have it corrected, or have your account and what you wrote deleted. Write to <a href={`mailto:${email}`}>{email}</a>. We keep
        payment records for as long as tax and accounting law requires, even after an account is deleted.
      </p>
    </ProsePage>
  )
}
