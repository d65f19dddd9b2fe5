import { Link } from 'react-router'
import type { TContribution } from '../../../server/contributions/contributions.schemas.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { StatusBadge } from './status-badge.tsx'

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** The member's submissions with their status, the admin's note and, once approved, the listing. */
function MyContributions({ contributions }: { contributions: TContribution[] }) {
  return (
    <Card as="section" id="contributions" aria-labelledby="contributions-heading">
      <CardHeader>
        <CardTitle id="contributions-heading">Your contributions</CardTitle>
        <CardDescription>Agents you submitted and where their review stands. We email you when one is decided.</CardDescription>
      </CardHeader>
      {contributions.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">You have not submitted an agent yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {contributions.map((contribution) => (
            <li key={contribution.id} className="flex flex-col gap-1 py-3">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {contribution.agentName} <StatusBadge status={contribution.status} />
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                Submitted {DATE.format(new Date(contribution.submittedAt))}
                {contribution.reviewedAt ? `, reviewed ${DATE.format(new Date(contribution.reviewedAt))}` : ''}
              </p>
              {contribution.adminNotes && <p className="text-sm">Reviewer’s note: {contribution.adminNotes}</p>}
              {contribution.publishedAgentId && (
                <Link to={`/agents/${contribution.publishedAgentId}`} className="text-sm font-medium text-brand-700 underline dark:text-brand-100">
                  See it in the marketplace
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/contribute" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Contribute an agent
        </Link>
      </p>
    </Card>
  )
}

export { MyContributions }
