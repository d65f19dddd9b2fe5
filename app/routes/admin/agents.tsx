import { Form, Link } from 'react-router'
import { requireAdmin } from '../../lib/guards.server.ts'
import { ZFindAdminAgentsQuery } from '../../../server/admin/index.ts'
import { findAgentsForAdmin } from '../../../server/catalogue/index.ts'
import { CategoryOptions, IndustryOptions } from '../../components/admin/taxonomy-options.tsx'
import { Pagination } from '../../components/pagination.tsx'
import { AGENT_SOURCES, AGENT_SOURCE_LABELS, CATEGORY_LABELS, DIFFICULTIES, INDUSTRY_LABELS, labelFromCode, type Category, type Industry } from '../../../server/shared/taxonomy.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Input } from '../../ui/input.tsx'
import { Label } from '../../ui/label.tsx'
import { FormMessage, InputField, SelectField, SubmitButton, TextareaField } from '../../ui/form.tsx'
import { agentsAction, type TAgentsActionResult } from './agents-action.server.ts'
import type { Route } from './+types/agents'
import { SELF_DEPLOYABLE_FORM_OPTIONS } from '../../../server/shared/deployment-facts.schemas.ts'

export function meta() {
  return [{ title: 'Agents | Admin | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const parsed = ZFindAdminAgentsQuery.safeParse(Object.fromEntries(url.searchParams))
  const query = parsed.success ? parsed.data : ZFindAdminAgentsQuery.parse({})
  const { premium, ...filters } = query

  return { query, list: await findAgentsForAdmin({ ...filters, premium: premium === undefined ? undefined : premium === 'true' }) }
}

export const action = agentsAction

export default function AdminAgents({ loaderData, actionData }: Route.ComponentProps) {
  const { query, list } = loaderData
  const result = actionData as TAgentsActionResult | undefined
  const createErrors = result?.intent === 'create' ? (result.fieldErrors ?? {}) : {}

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Agents</h1>
        <p className="text-slate-700 dark:text-slate-300">
          Correct, reclassify, hide, restore or merge records, or add an agent by hand. Every field you change is locked: the crawler never overwrites it.
        </p>
      </div>
      {result ? (
        <FormMessage isError={!result.ok}>
          {result.message}
          {result.agentUrl ? (
            <>
              {' '}
              <Link to={result.agentUrl} className="underline">
                Open it
              </Link>
            </>
          ) : null}
        </FormMessage>
      ) : null}

      <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label="Agents">
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <Label htmlFor="agents-search">Search by name or description</Label>
          <Input id="agents-search" name="search" type="search" defaultValue={query.search ?? ''} />
        </div>
        <SelectField label="Industry" name="industry" defaultValue={query.industry ?? ''}>
          <IndustryOptions emptyLabel="All industries" />
        </SelectField>
        <SelectField label="Category" name="category" defaultValue={query.category ?? ''}>
          <CategoryOptions emptyLabel="All categories" />
        </SelectField>
        <SelectField label="Shown" name="visibility" defaultValue={query.visibility}>
          <option value="all">Live and hidden</option>
          <option value="live">Live only</option>
          <option value="hidden">Hidden only</option>
        </SelectField>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>

      <Form method="post" className="flex flex-col gap-3" aria-label="Reclassify selected agents">
        <p className="text-sm text-slate-700 dark:text-slate-300">{list.total === 1 ? '1 agent' : `${list.total} agents`}. Select agents to reclassify them together.</p>
        <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Agents, newest first</caption>
            <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-200">
              <tr>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Select</span>
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">Agent</th>
                <th scope="col" className="px-3 py-2 font-semibold">Industry</th>
                <th scope="col" className="px-3 py-2 font-semibold">Category</th>
                <th scope="col" className="px-3 py-2 font-semibold">State</th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.agents.map((agent) => (
                <tr key={agent.id} className="border-t border-slate-200 align-top dark:border-slate-700">
                  <td className="px-3 py-2">
                    <input type="checkbox" name="agentIds" value={agent.id} aria-label={`Select ${agent.name}`} className="size-4" />
                  </td>
                  <td className="px-3 py-2">
                    <span className="font-medium">{agent.name}</span>
                    <span className="block text-xs text-slate-600 dark:text-slate-300">
                      #{agent.id} · {AGENT_SOURCE_LABELS[agent.source as keyof typeof AGENT_SOURCE_LABELS] ?? agent.source}
                      {agent.lockedFields.length ? ` · locked: ${agent.lockedFields.join(', ')}` : ''}
                    </span>
                  </td>
                  <td className="px-3 py-2">{INDUSTRY_LABELS[agent.industry as Industry] ?? labelFromCode(agent.industry)}</td>
                  <td className="px-3 py-2">{CATEGORY_LABELS[agent.category as Category] ?? labelFromCode(agent.category)}</td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      <Badge variant={agent.isActive ? 'secondary' : 'outline'}>{agent.isActive ? 'Live' : agent.mergedIntoAgentId ? `Merged into #${agent.mergedIntoAgentId}` : 'Hidden'}</Badge>
                      {agent.isPremium ? <Badge>Premium</Badge> : null}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap justify-end gap-1">
                      {agent.isActive ? (
                        <Link to={`/admin/agents/${agent.id}`} className="inline-flex h-8 items-center rounded-md border border-slate-300 px-3 text-xs font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800" aria-label={`Edit ${agent.name}`}>
                          Edit
                        </Link>
                      ) : null}
                      {agent.mergedIntoAgentId === null ? (
                        <SubmitButton name={agent.isActive ? 'hide' : 'restore'} value={agent.id} size="sm" variant="outline" aria-label={`${agent.isActive ? 'Hide' : 'Restore'} ${agent.name}`}>
                          {agent.isActive ? 'Hide' : 'Restore'}
                        </SubmitButton>
                      ) : null}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <fieldset className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">Reclassify the selected agents</legend>
          <SelectField label="New industry" name="industry" defaultValue="">
            <IndustryOptions emptyLabel="Keep the industry" />
          </SelectField>
          <SelectField label="New category" name="category" defaultValue="">
            <CategoryOptions emptyLabel="Keep the category" />
          </SelectField>
          <SubmitButton name="intent" value="reclassify">
            Reclassify selected
          </SubmitButton>
        </fieldset>
      </Form>
      <Pagination total={list.total} page={list.page} pageSize={list.limit} />

      <section aria-labelledby="merge-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        <h2 id="merge-heading" className="text-xl font-semibold">
          Merge two records of one agent
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">The duplicate’s sources, tags and missing details move to the record you keep; the duplicate is hidden, and later crawls that find it update the kept record.</p>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <InputField label="Keep record #" name="keepAgentId" type="number" min={1} required className="w-32" />
          <InputField label="Duplicate record #" name="duplicateAgentId" type="number" min={1} required className="w-32" />
          <SubmitButton name="intent" value="merge">
            Merge
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="add-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        <h2 id="add-heading" className="text-xl font-semibold">
          Add an agent by hand
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">Published at once. An agent already listed (same link, repository or name on the same site) is refused with a link to it.</p>
        <Form method="post" className="grid gap-3 sm:grid-cols-2">
          <InputField label="Name" name="name" required error={createErrors.name} />
          <InputField label="Link" name="link" type="url" required error={createErrors.link} />
          <TextareaField label="Description" name="description" required rows={3} error={createErrors.description} fieldClassName="sm:col-span-2" />
          <SelectField label="Difficulty" name="difficulty" defaultValue="beginner" options={DIFFICULTIES.map((difficulty) => [difficulty, labelFromCode(difficulty)])} />
          <SelectField label="Source" name="source" defaultValue="" options={AGENT_SOURCES.map((source) => [source, AGENT_SOURCE_LABELS[source]])}>
            <option value="">From the link</option>
          </SelectField>
          <SelectField label="Industry (use case)" name="industry" defaultValue="general">
            <IndustryOptions />
          </SelectField>
          <SelectField label="Category" name="category" defaultValue="general">
            <CategoryOptions />
          </SelectField>
          <InputField label="Tags (comma-separated, at most 8)" name="tags" error={createErrors.tags} />
          <InputField label="Price in dollars (0 = free)" name="price" type="number" min={0} step="0.01" defaultValue="0" error={createErrors.price} />
          <InputField label="Builder" name="builder_profile" error={createErrors.builder_profile} />
          <SelectField label="Self-deployable" name="selfDeployable" defaultValue="" options={SELF_DEPLOYABLE_FORM_OPTIONS} />
          <div className="sm:col-span-2">
            <SubmitButton name="intent" value="create">
              Add agent
            </SubmitButton>
          </div>
        </Form>
      </section>
    </div>
  )
}
