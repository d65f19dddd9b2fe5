import { isRouteErrorResponse } from 'react-router'
import { ErrorPage } from '../error-page.tsx'

/** The claim and edit pages' error boundary: a missing agent, or a listing that is not yours. */
function ListingError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage title="Agent Not Found" message="The requested agent could not be found." />
  if (isRouteErrorResponse(error) && error.status === 403) return <ErrorPage title="Not your listing" message="Only the builder who manages this listing can edit it. Claim it first if you build this agent." />

  return <ErrorPage title="Something went wrong" message="Please try again in a moment." />
}

export { ListingError }
