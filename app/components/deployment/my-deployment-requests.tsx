import { Link } from 'react-router'
import { labelFromCode } from '../../../server/shared/taxonomy.ts'
import { Badge } from '../../ui/badge.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'

export type TMyDeploymentRequest = { id: number; agentId: number | null; agentName: string; service: string; status: string; paymentStatus: string; adminNotes: string | null; createdAt: string }

/** The account page's list of the member's own deployment requests and where each stands. */
export function MyDeploymentRequests({ requests }: { requests: TMyDeploymentRequest[] }) {
  return (
    <Card as="section" id="deployment-requests" aria-labelledby="deployment-requests-heading">
      <CardHeader>
        <CardTitle id="deployment-requests-heading">Your deployment requests</CardTitle>
        <CardDescription>Agents you asked us to help deploy, and our answers.</CardDescription>
      </CardHeader>
      {requests.length === 0 ? (
        <p className="text-sm">
          None yet. Agents that are not self-deployable have a deployment request on their page; see the{' '}
          <Link to="/deployment" className="underline">
            deployment platform
          </Link>
          .
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {requests.map((request) => (
            <li key={request.id} className="flex flex-col gap-1 py-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                {request.agentId ? (
                  <Link to={`/agents/${request.agentId}`} className="font-medium underline">
                    {request.agentName}
                  </Link>
                ) : (
                  <span className="font-medium">{request.agentName}</span>
                )}
                <Badge>{labelFromCode(request.status)}</Badge>
                <Badge variant="outline">{request.service === 'full-service' ? 'Full deployment service' : 'Deployment help'}</Badge>
                {request.paymentStatus !== 'none' ? <Badge variant="secondary">Payment {request.paymentStatus}</Badge> : null}
              </div>
              <span className="text-slate-600 dark:text-slate-300">Asked {new Date(request.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })}</span>
              {request.adminNotes ? <p className="whitespace-pre-line">Our note: {request.adminNotes}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
