import { Form, Link, data } from 'react-router'
import { RATE_LIMITS } from '../../../server/accounts/index.ts'
import { requireAdmin } from '../../lib/guards.server.ts'
import { ZAdminAgentUpdate, updateAgentByAdmin } from '../../../server/admin/index.ts'
import { getAgentListing } from '../../../server/catalogue/index.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { formFields, pageAction } from '../../lib/page-action.server.ts'
import { CategoryOptions, IndustryOptions } from '../../components/admin/taxonomy-options.tsx'
import { AGENT_SOURCES, AGENT_SOURCE_LABELS, DEPLOYMENT_COMPLEXITIES, DIFFICULTIES, INFRASTRUCTURES, INFRASTRUCTURE_LABELS, labelFromCode } from '../../../server/shared/taxonomy.ts'
import { Label } from '../../ui/label.tsx'
import { FormMessage, InputField, SelectField, SubmitButton, TextareaField } from '../../ui/form.tsx'
import type { Route } from './+types/agent-edit'
import { SELF_DEPLOYABLE_FORM_OPTIONS, selfDeployableFormValue, selfDeployableFromForm } from '../../../server/shared/deployment-facts.schemas.ts'
import { MAX_SEARCH_PHRASES, MAX_SEARCH_PHRASE_LENGTH, searchPhrasesFormValue } from '../../../server/shared/search-phrases.schemas.ts'

type TEditResult = { ok: boolean; message: string; fieldErrors?: Record<string, string> }

export function meta() {
  return [{ title: 'Edit agent | Admin | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

function agentIdOf(params: { agentId?: string }): number {
  const id = Number(params.agentId)
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data({ message: 'Agent not found' }, { status: 404 })

  return id
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  try {
    return { agent: await getAgentListing({ agentId: agentIdOf(params) }) }
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data({ message: 'Agent not found' }, { status: 404 })
    throw error
  }
}

/** Only the fields that differ from the record are written (and locked); untouched fields stay unlocked. */
export const action = pageAction({
  guard: 'admin',
  rateLimit: [{ rule: RATE_LIMITS.adminWritePerAccount, by: 'user' }],
  schema: ZAdminAgentUpdate,
  read: (formData) => ({ ...formFields(formData), selfDeployable: selfDeployableFromForm(formData.get('selfDeployable')) }),
  failure: (failure): TEditResult => ({ ok: false, message: failure.message ?? 'Please correct the fields marked below.', fieldErrors: failure.fieldErrors }),
  handler: async ({ user, input, params }): Promise<TEditResult> => {
    const result = await updateAgentByAdmin({ admin: user, agentId: agentIdOf(params), changes: input })
    const message = result.changedFields.length ? `Saved. Changed and locked against crawls: ${result.changedFields.join(', ')}.` : 'Nothing changed.'

    return { ok: true, message }
  },
})

export default function AdminAgentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { agent } = loaderData
  const result = actionData as TEditResult | undefined
  const errors = result?.fieldErrors ?? {}

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <p className="text-sm">
          <Link to="/admin/agents" className="underline">
            Agents
          </Link>{' '}
          / #{agent.id}
        </p>
        <h1 className="text-3xl font-bold tracking-tight">Edit {agent.name}</h1>
        <p className="text-slate-700 dark:text-slate-300">
          Fields you change are locked: the crawler never overwrites them. Locked now: {agent.lockedFields.length ? agent.lockedFields.join(', ') : 'none'}.
        </p>
      </div>
      {result ? <FormMessage isError={!result.ok}>{result.message}</FormMessage> : null}
      <Form method="post" className="grid gap-4 sm:grid-cols-2">
        <InputField label="Name" name="name" defaultValue={agent.name} required error={errors.name} />
        <InputField label="Link" name="link" type="url" defaultValue={agent.link} required error={errors.link} />
        <TextareaField label="Description" name="description" rows={4} defaultValue={agent.description} error={errors.description} fieldClassName="sm:col-span-2" />
        <SelectField label="Industry (use case)" name="industry" defaultValue={agent.industry}>
          <IndustryOptions />
        </SelectField>
        <SelectField label="Category" name="category" defaultValue={agent.category}>
          <CategoryOptions />
        </SelectField>
        <SelectField label="Difficulty" name="difficulty" defaultValue={agent.difficulty} options={DIFFICULTIES.map((difficulty) => [difficulty, labelFromCode(difficulty)])} />
        <SelectField label="Source" name="source" defaultValue={agent.source} options={AGENT_SOURCES.map((source) => [source, AGENT_SOURCE_LABELS[source]])} />
        <SelectField label="Deployment complexity" name="deploymentComplexity" defaultValue={agent.deploymentComplexity ?? ''} options={DEPLOYMENT_COMPLEXITIES.map((complexity) => [complexity, labelFromCode(complexity)])}>
          <option value="">Not set</option>
        </SelectField>
        <SelectField label="Infrastructure needed" name="infrastructureNeeded" defaultValue={agent.infrastructureNeeded ?? ''} options={INFRASTRUCTURES.map((infrastructure) => [infrastructure, INFRASTRUCTURE_LABELS[infrastructure]])}>
          <option value="">Not set</option>
        </SelectField>
        <InputField label="Tags (comma-separated, at most 8)" name="tags" defaultValue={agent.tags.join(', ')} error={errors.tags} />
        <SelectField label="Self-deployable" name="selfDeployable" defaultValue={selfDeployableFormValue(agent.selfDeployable)} options={SELF_DEPLOYABLE_FORM_OPTIONS} />
        <TextareaField
          label="Search phrases (one per line: how a customer would ask for this agent)"
          name="searchPhrases"
          rows={5}
          defaultValue={searchPhrasesFormValue(agent.searchPhrases)}
          hint={`At most ${MAX_SEARCH_PHRASES}, each at most ${MAX_SEARCH_PHRASE_LENGTH} characters. Search finds the agent by them; no page shows them.`}
          error={errors.searchPhrases}
          fieldClassName="sm:col-span-2"
        />
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor="edit-guide">Deployment guide</Label>
          <textarea id="edit-guide" name="deploymentGuide" rows={4} defaultValue={agent.deploymentGuide ?? ''} className="rounded-md border border-slate-300 bg-white p-2 text-sm dark:border-slate-600 dark:bg-slate-900" />
        </div>
        <div className="sm:col-span-2">
          <SubmitButton>
            Save corrections
          </SubmitButton>
        </div>
      </Form>
    </div>
  )
}
