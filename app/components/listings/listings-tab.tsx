import { Form, Link } from 'react-router'
import { InputField } from '../../ui/form.tsx'
import { Button, buttonVariants } from '../../ui/button.tsx'
import { Card, CardTitle } from '../../ui/card.tsx'
import { Label } from '../../ui/label.tsx'
import { longDate } from './premium-status-card.tsx'

export type TListingView = {
  id: number
  agentId: number
  name: string
  path: string
  isPremium: boolean
  priorityScore: number
  featuredUntil: string | null
  views: number
  clicks: number
  contacts: number
}

type ListingsTabProps = { listings: TListingView[]; isSubscribed: boolean; fieldErrors?: Record<string, string> }

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'

/** Every agent the builder owns, its premium state, and the premium listing form (create, edit, delete). */
function ListingsTab({ listings, isSubscribed, fieldErrors = {} }: ListingsTabProps) {
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="listings-heading" className="flex flex-col gap-3">
        <h2 id="listings-heading" className="text-xl font-semibold">
          Your listings
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-4">Agent</th>
                <th scope="col" className="py-2 pr-4">Premium</th>
                <th scope="col" className="py-2 pr-4">Priority</th>
                <th scope="col" className="py-2 pr-4 text-right">Views</th>
                <th scope="col" className="py-2 pr-4 text-right">Clicks</th>
                <th scope="col" className="py-2 pr-4 text-right">Contacts</th>
                <th scope="col" className="py-2">Actions</th>
              </tr>
            </thead>
            <tbody>
              {listings.map((listing) => (
                <tr key={listing.id} className="border-b border-slate-100 align-top dark:border-slate-800">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    <Link to={listing.path} className="text-brand-700 hover:underline dark:text-brand-100">
                      {listing.name}
                    </Link>
                  </th>
                  <td className="py-2 pr-4">{listing.isPremium ? `Premium until ${listing.featuredUntil ? longDate(listing.featuredUntil) : '—'}` : 'Free listing'}</td>
                  <td className="py-2 pr-4">{listing.isPremium ? listing.priorityScore : '—'}</td>
                  <td className="py-2 pr-4 text-right">{listing.views}</td>
                  <td className="py-2 pr-4 text-right">{listing.clicks}</td>
                  <td className="py-2 pr-4 text-right">{listing.contacts}</td>
                  <td className="py-2">
                    <div className="flex flex-wrap gap-2">
                      {/* The tiers are bought on the agent page, where the buyer sees what the placement shows. */}
                      <Link to={`${listing.path}#upgrade-heading`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                        Upgrade<span className="sr-only"> {listing.name} to a tier</span>
                      </Link>
                      {listing.isPremium ? (
                        <Form method="post" aria-label={`Delete the premium listing of ${listing.name}`}>
                          <input type="hidden" name="intent" value="delete-listing" />
                          <input type="hidden" name="agentId" value={listing.agentId} />
                          <Button type="submit" variant="outline" size="sm">
                            Delete<span className="sr-only"> the premium listing of {listing.name}</span>
                          </Button>
                        </Form>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <Card as="section" aria-labelledby="premium-listing-heading" className="gap-3">
        <CardTitle id="premium-listing-heading">Create or edit a premium listing</CardTitle>
        {!isSubscribed && (
          <p className="text-sm">
            Premium listings come with the Premium Listing subscription.{' '}
            <Link to="/premium/subscribe" className="font-medium text-brand-700 underline dark:text-brand-100">
              Subscribe
            </Link>{' '}
            to feature your agents.
          </p>
        )}
        <Form method="post" className="grid gap-4 sm:grid-cols-3" aria-label="Premium listing">
          <input type="hidden" name="intent" value="save-listing" />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="listing-agent">Agent</Label>
            <select id="listing-agent" name="agentId" required className={selectClass} aria-invalid={fieldErrors.agentId ? true : undefined} aria-describedby={fieldErrors.agentId ? 'listing-agent-error' : undefined}>
              {listings.map((listing) => (
                <option key={listing.agentId} value={listing.agentId}>
                  {listing.name}
                </option>
              ))}
            </select>
            {fieldErrors.agentId && (
              <p id="listing-agent-error" className="text-sm text-red-700 dark:text-red-300">
                {fieldErrors.agentId}
              </p>
            )}
          </div>
          <InputField label="Priority (0–1000)" name="priorityScore" type="number" min={0} max={1000} step={1} defaultValue={100} error={fieldErrors.priorityScore} />
          <InputField label="Featured until (optional)" name="featuredUntil" type="date" hint="Empty: until the end of your paid period." error={fieldErrors.featuredUntil} />
          <div className="sm:col-span-3">
            <Button type="submit">Save premium listing</Button>
          </div>
        </Form>
      </Card>
    </div>
  )
}

export { ListingsTab }
