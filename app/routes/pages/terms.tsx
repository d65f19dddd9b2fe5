import { Link } from 'react-router'
import { ProsePage } from '../../components/prose-page.tsx'
import { contactEmail } from '../../lib/contact.server.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import type { Route } from './+types/terms'

export function loader({ request }: Route.LoaderArgs) {
  return { origin: siteOrigin(request), email: contactEmail() }
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []

  return buildMeta({ title: 'Terms', description: 'The terms for using Agent Atlas, writing reviews, listing agents and paying for premium services.', origin: data.origin, path: '/terms' })
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData

  return (
    <ProsePage title="Terms of use" lead="Short and plain: what Agent Atlas is, what you can expect from us, and what we expect from you." updated="November 22, 2026">
      <h2>What Agent Atlas is</h2>
      <p>
        A directory. The agents listed here are made and published by other people and organisations, mostly as open-source projects. We describe them and link to them; we do not
        run them, and each one comes under its own licence and terms. Check an agent&apos;s licence and test it before you rely on it, especially with client or patient data.
      </p>
      <p>
        Listings collected from open directories are reused under those directories&apos; licences; <Link to="/about/sources">the sources page</Link> names each one.
      </p>
      <h2>Your account</h2>
      <p>Keep your sign-in details to yourself. You are responsible for what is done with your account. We may close accounts used for spam, abuse or fraud.</p>
      <h2>Reviews and contributions</h2>
      <ul>
        <li>Review agents you have tried, honestly. One review per agent per member.</li>
        <li>Do not review your own agent or one you are paid to promote.</li>
        <li>We remove reviews and submissions that are spam, abusive, or break these rules.</li>
        <li>When you submit an agent, you confirm the information is accurate and that you may share it. We check submissions before publishing them and may edit or decline them.</li>
      </ul>
      <h2>Paid services</h2>
      <p>
        Premium listings, listing upgrades and paid agents are paid through Stripe. The price is shown before you pay. Premium placement starts when the payment is confirmed, and
        premium listings are always labelled as such. Every purchase has a 30-day money-back guarantee: write to us within 30 days and we refund it.
      </p>
      <h2>No guarantees</h2>
      <p>
        We work to keep the catalogue accurate, but descriptions, ratings and links can be out of date, and agents can change or disappear. The site is provided as it is, and we are
        not liable for what an agent listed here does or fails to do.
      </p>
      <h2>Changes and contact</h2>
      <p>
        If these terms change, the date above changes with them. Questions: <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </ProsePage>
  )
}
