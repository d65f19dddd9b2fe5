import { data, Form, Link, redirect } from 'react-router'
import { requireOwner } from '../../lib/guards.server.ts'
import { getAgentListing } from '../../../server/catalogue/index.ts'
import { CONTRIBUTION_RATE_LIMITS, ZUpdateOwnedAgentRequest, updateOwnedAgent } from '../../../server/contributions/index.ts'
import { type TListingFormValues, ListingFields } from '../../components/contributions/listing-fields.tsx'
import { ListingError } from '../../components/contributions/listing-error.tsx'
import { Notice } from '../../components/contributions/notice.tsx'
import { agentPath, parseAgentIdParameter } from '../../lib/agent-links.ts'
import { pageAction } from '../../lib/page-action.server.ts'
import type { Route } from './+types/edit'
import { SubmitButton } from '../../ui/form.tsx'
import { selfDeployableFormValue, selfDeployableFromForm } from '../../../server/shared/deployment-facts.schemas.ts'
import { searchPhrasesFormValue } from '../../../server/shared/search-phrases.schemas.ts'

function agentIdOf(parameter: string | undefined): number {
  const agentId = parseAgentIdParameter(parameter)
  if (agentId === null) throw data(null, { status: 404 })

  return agentId
}

function text(formData: FormData, name: string): string {
  const value = formData.get(name)

  return typeof value === 'string' ? value : ''
}

/** The posted form, as the fields show it again after a failure. */
function readListingForm(formData: FormData): TListingFormValues {
  const chips = formData.getAll('tags').filter((value): value is string => typeof value === 'string')
  const tags = chips.length ? chips : text(formData, 'tagsText').split(',')

  return {
    name: text(formData, 'name'),
    description: text(formData, 'description'),
    link: text(formData, 'link'),
    category: text(formData, 'category'),
    industry: text(formData, 'industry'),
    difficulty: text(formData, 'difficulty'),
    tags: tags.map((tag) => tag.trim()).filter(Boolean),
    searchPhrases: text(formData, 'searchPhrases'),
    deploymentGuide: text(formData, 'deploymentGuide'),
    selfDeployable: text(formData, 'selfDeployable'),
    deploymentComplexity: text(formData, 'deploymentComplexity'),
    infrastructureNeeded: text(formData, 'infrastructureNeeded'),
  }
}

/** Also the title of this route's error page (404, 403). */
export function meta() {
  return [{ title: 'Edit your listing | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const agentId = agentIdOf(params.agentId)
  await requireOwner(request, { agentId })
  const listing = await getAgentListing({ agentId })
  const values: TListingFormValues = {
    name: listing.name,
    description: listing.description,
    link: listing.link,
    category: listing.category,
    industry: listing.industry,
    difficulty: listing.difficulty,
    tags: listing.tags,
    searchPhrases: searchPhrasesFormValue(listing.searchPhrases),
    deploymentGuide: listing.deploymentGuide ?? '',
    selfDeployable: selfDeployableFormValue(listing.selfDeployable),
    deploymentComplexity: listing.deploymentComplexity ?? '',
    infrastructureNeeded: listing.infrastructureNeeded ?? '',
  }

  return { agent: { id: listing.id, name: listing.name, path: agentPath(listing) }, values, lockedFields: listing.lockedFields, isSaved: new URL(request.url).searchParams.has('saved') }
}

/** Saves the owner's edits (each changed field is locked against crawls), then back here. */
export const action = pageAction({
  guard: ({ request, params }) => requireOwner(request, { agentId: agentIdOf(params.agentId) }),
  // The same budget as PATCH /api/agents/:id.
  rateLimit: [{ rule: CONTRIBUTION_RATE_LIMITS.editListingPerAccount, by: 'user' }],
  // A form without the phrases box (a page loaded before it existed) leaves the phrases as they are.
  read: (formData) => ({ ...readListingForm(formData), selfDeployable: selfDeployableFromForm(formData.get('selfDeployable')), searchPhrases: formData.get('searchPhrases') ?? undefined }),
  schema: ZUpdateOwnedAgentRequest,
  failure: ({ message, fieldErrors }, { formData }) => ({ values: readListingForm(formData), fieldErrors: fieldErrors ?? {}, message: message ?? 'Please correct the fields marked below.' }),
  handler: async ({ request, params, input }) => {
    await updateOwnedAgent({ agentId: agentIdOf(params.agentId), changes: input })

    return redirect(`${new URL(request.url).pathname}?saved=1`, 303)
  },
})

export default function EditListing({ loaderData, actionData }: Route.ComponentProps) {
  const { agent, lockedFields, isSaved } = loaderData
  const values = actionData?.values ?? loaderData.values

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-300">
        <Link to={agent.path} className="hover:underline">
          {agent.name}
        </Link>{' '}
        / <span aria-current="page">Edit</span>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight">Edit your listing</h1>
      <p className="text-slate-700 dark:text-slate-300">
        Every field you change is kept as you wrote it: the crawler never overwrites it.
        {lockedFields.length > 0 && ` Kept as edited so far: ${lockedFields.join(', ')}.`}
      </p>
      {isSaved && !actionData && (
        <Notice tone="success" title="Listing saved">
          <p>
            <Link to={agent.path} className="font-medium underline">
              See your listing
            </Link>
          </p>
        </Notice>
      )}
      {actionData?.message && (
        <Notice tone="error" title="Not saved">
          <p>{actionData.message}</p>
        </Notice>
      )}
      <Form method="post" className="flex flex-col gap-6">
        <ListingFields key={JSON.stringify(values)} values={values} errors={actionData?.fieldErrors} />
        <div>
          <SubmitButton size="lg" pendingLabel="Saving…">
            Save changes
          </SubmitButton>
        </div>
      </Form>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListingError error={error} />
}
