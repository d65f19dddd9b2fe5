import { data, isRouteErrorResponse, Link, redirect } from 'react-router'
import { getOptionalUser, RATE_LIMITS } from '../../../server/accounts/index.ts'
import { getAgentListing } from '../../../server/catalogue/index.ts'
import { createInquiry, getAgentOwnership, NO_BUILDER_MESSAGE, ZContactBuilderRequest } from '../../../server/listings/index.ts'
// Browser-safe (zod only): the confirmation is rendered by the component.
import { CONTACT_SENT_MESSAGE } from '../../../server/listings/inquiries.schemas.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { ContactBuilder, type TContactFormState } from '../../components/listings/contact-builder.tsx'
import { ErrorPage } from '../../components/error-page.tsx'
import { agentPath, parseAgentIdParameter } from '../../lib/agent-links.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { FormMessage } from '../../ui/form.tsx'
import { formFields, pageAction } from '../../lib/page-action.server.ts'
import type { Route } from './+types/contact'

/** The agent and its builder; an agent nobody owns has no contact page (404 with the reason). */
async function loadContactTarget(request: Request, parameter: string | undefined) {
  const agentId = parseAgentIdParameter(parameter)
  if (agentId === null) throw data({ message: 'Agent not found' }, { status: 404 })
  try {
    const [agent, viewer] = await Promise.all([getAgentListing({ agentId }), getOptionalUser(request)])
    const ownership = await getAgentOwnership({ agentId, viewerId: viewer?.id ?? null })
    if (!ownership.ownerName) throw data({ message: NO_BUILDER_MESSAGE }, { status: 404 })

    return { agent: { id: agent.id, name: agent.name, path: agentPath(agent) }, builderName: ownership.ownerName }
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data({ message: 'Agent not found' }, { status: 404 })
    throw error
  }
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: loaded ? `Contact the builder of ${loaded.agent.name} | Agent Atlas` : 'Contact the builder | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const target = await loadContactTarget(request, params.agentId)

  return { ...target, isSent: new URL(request.url).searchParams.get('sent') === '1' }
}

/** POST, redirect, GET: the confirmation is this page with ?sent=1 (not the agent page, which would count a view). */
export const action = pageAction({
  guard: 'anyone',
  // The same per-address budgets as POST /api/agents/{id}/inquiries.
  rateLimit: [
    { rule: RATE_LIMITS.contactPerAddress, by: 'address' },
    { rule: RATE_LIMITS.writePerAddress, by: 'address' },
  ],
  schema: ZContactBuilderRequest,
  handler: async ({ request, params, input }) => {
    const { agent } = await loadContactTarget(request, params.agentId)
    await createInquiry({ agentId: agent.id, ...input })

    return redirect(`/agents/${agent.id}/contact?sent=1`, 303)
  },
  // What was typed comes back with the messages, so nothing has to be written twice.
  failure: (failure, { formData }): TContactFormState => {
    const { name, email, message } = formFields(formData)

    return { values: { name, email, message }, fieldErrors: failure.fieldErrors, message: failure.fieldErrors ? undefined : failure.message }
  },
})

export default function ContactBuilderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { agent, builderName, isSent } = loaderData

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-300">
        <Link to={agent.path} className="hover:underline">
          {agent.name}
        </Link>{' '}
        / <span aria-current="page">Contact the builder</span>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight">Contact the builder of {agent.name}</h1>
      {isSent && !actionData ? (
        <div className="flex flex-col gap-4">
          <FormMessage>{CONTACT_SENT_MESSAGE}</FormMessage>
          <p>
            <Link to={agent.path} className={buttonVariants({ variant: 'outline' })}>
              Back to {agent.name}
            </Link>
          </p>
        </div>
      ) : (
        <ContactBuilder agentId={agent.id} builderName={builderName} state={actionData ?? undefined} />
      )}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? ((error.data as { message?: string } | null)?.message ?? 'Agent not found') : 'Please try again in a moment.'

  return (
    <ErrorPage title={isRouteErrorResponse(error) && error.status === 404 ? 'Nobody to contact' : 'Something went wrong'} message={message}>
      <Link to="/marketplace" className={buttonVariants()}>
        Browse the marketplace
      </Link>
    </ErrorPage>
  )
}
