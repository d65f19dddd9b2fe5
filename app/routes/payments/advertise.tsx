import { Link } from 'react-router'
import { getCatalogueStats } from '../../../server/catalogue/index.ts'
import { COMMISSION_RATE, DEPLOYMENT_SERVICE, MONEY_BACK_DAYS, PREMIUM_LISTING, UPGRADE_TIERS } from '../../../server/shared/pricing.ts'
import { formatCount } from '../../lib/agent-display.ts'
import { formatDollars } from '../../lib/money.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Card, CardDescription, CardTitle } from '../../ui/card.tsx'
import type { Route } from './+types/advertise'

export async function loader({ request }: Route.LoaderArgs) {
  const stats = await getCatalogueStats()

  return { origin: siteOrigin(request), totalAgents: stats.totalAgents, premiumAgents: stats.premiumAgents, industries: stats.industries.filter((entry) => entry.count > 0).length }
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []

  return buildMeta({
    title: 'Advertise your agent',
    description: `A Premium Listing puts your agents in the featured blocks with a Premium label, for ${formatDollars(PREMIUM_LISTING.amountCents)} a month.`,
    origin: data.origin,
    path: '/advertise',
  })
}

/** The Premium Listing pitch (spec §2): every price from the pricing catalogue, every number counted. */
export default function Advertise({ loaderData }: Route.ComponentProps) {
  const { totalAgents, premiumAgents, industries } = loaderData

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-12 sm:px-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Advertise your agent</h1>
        <p className="text-lg text-slate-700 dark:text-slate-300">
          Reach solo professionals and small teams looking for an agent. The catalogue lists {formatCount(totalAgents)} agents across {formatCount(industries)} industries;{' '}
          {premiumAgents === 0 ? 'no agent is featured yet, so yours would be the first.' : `${formatCount(premiumAgents)} ${premiumAgents === 1 ? 'is' : 'are'} featured today.`}
        </p>
      </header>

      <Card as="section" aria-labelledby="premium-listing-heading" className="gap-4">
        <CardTitle id="premium-listing-heading">
          {PREMIUM_LISTING.name}: {formatDollars(PREMIUM_LISTING.amountCents)} per month
        </CardTitle>
        <CardDescription>For builders: every listing you own is placed in the featured blocks while your subscription is active. Cancel at any time.</CardDescription>
        <ul className="ml-5 list-disc text-slate-800 dark:text-slate-200">
          {PREMIUM_LISTING.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p className="text-sm text-slate-700 dark:text-slate-300">{MONEY_BACK_DAYS}-day money-back guarantee.</p>
        <div>
          <Link to="/premium/subscribe" className={buttonVariants({ size: 'lg' })}>
            Get Premium for {formatDollars(PREMIUM_LISTING.amountCents)}/month
          </Link>
        </div>
      </Card>

      <section aria-labelledby="upgrades-heading" className="flex flex-col gap-4">
        <h2 id="upgrades-heading" className="text-2xl font-semibold">
          Upgrade one agent
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          A one-off payment for {UPGRADE_TIERS[0].days} days of priority placement for one listing you own; a higher tier ranks above a lower one. Start it from your agent&apos;s
          page (&ldquo;Upgrade this agent&rdquo;).
        </p>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {UPGRADE_TIERS.map((tier) => (
            <li key={tier.code}>
              <Card className="h-full gap-2">
                <h3 className="text-lg font-semibold">{tier.name} Premium</h3>
                <p className="text-2xl font-bold">{formatDollars(tier.amountCents)}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">{tier.days} days of priority placement, once.</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="deployment-service-heading" className="flex flex-col gap-2">
        <h2 id="deployment-service-heading" className="text-2xl font-semibold">
          {DEPLOYMENT_SERVICE.name}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          {formatDollars(DEPLOYMENT_SERVICE.amountCents)} once: we deploy an agent for you. Order it from the agent&apos;s page.
        </p>
      </section>

      <p className="text-sm text-slate-600 dark:text-slate-300">
        Premium placements are always labelled Premium or Featured, never shown as ordinary results. Paid agents sold here carry a {Math.round(COMMISSION_RATE * 100)}% platform commission. Questions: see the{' '}
        <Link to="/terms" className="underline">
          terms
        </Link>
        .
      </p>
    </div>
  )
}
