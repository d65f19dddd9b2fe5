import { Form, Link, useSearchParams } from 'react-router'
import { getOptionalUser } from '../../../server/accounts/index.ts'
import { composeAgentGuide, findDeployableAgents, loadAgentContext } from '../../../server/assistant/index.ts'
// The component renders these in the browser: from the pure files, not the domain's index (database code).
import { DEPLOYMENT_GREETING, DEPLOYMENT_QUICK_ACTIONS } from '../../../server/assistant/assistant-messages.ts'
import type { TChatMessage } from '../../../server/assistant/coaching-session.schemas.ts'
import { DEPLOYABLE_PAGE_SIZE, DEPLOYMENT_ORIGIN_LABELS, DEPLOYMENT_ORIGINS } from '../../../server/assistant/deployable-agents.schemas.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { AssistantChat } from '../../components/assistant/assistant-chat.tsx'
import { Markdown } from '../../components/assistant/markdown.tsx'
import { DeployNotice, type TDeployNotice } from '../../components/deployment/deploy-notice.tsx'
import { DeploymentFactsList } from '../../components/deployment/deployment-facts-list.tsx'
import { DeploymentRequestForm } from '../../components/deployment/deployment-request-form.tsx'
import { PageBody, PageHero } from '../../components/page-section.tsx'
import { Pagination } from '../../components/pagination.tsx'
import { Notice } from '../../components/contributions/notice.tsx'
import { agentPath, coachingHref } from '../../lib/agent-links.ts'
import { cn } from '../../lib/cn.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import { DEPLOYMENT_COMPLEXITIES, INFRASTRUCTURE_LABELS, INFRASTRUCTURES, labelFromCode } from '../../../server/shared/taxonomy.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button, buttonVariants } from '../../ui/button.tsx'
import { Card, CardTitle } from '../../ui/card.tsx'
import { Select } from '../../ui/select.tsx'
import { pageAction } from '../../lib/page-action.server.ts'
import { askIntent, type TAskResult } from '../assistant/ask-action.server.ts'
import { deployIntent } from '../assistant/deploy-action.server.ts'
import type { Route } from './+types/deployment'

const FEATURES = [
  { title: 'Honest deployment facts', text: 'Complexity, infrastructure and whether you can run it yourself, read from where each agent comes from; "Unknown" when the source does not say.' },
  { title: 'Files written for the agent', text: 'A Dockerfile, a Compose file, a gcloud run deploy command or a .replit file with the agent’s own repository in it.' },
  { title: 'Four ways to run it', text: 'Replit in the browser, Docker anywhere, Google Cloud Run that scales to zero, or your own computer.' },
  { title: 'Template platforms', text: 'Step-by-step imports for n8n workflows, Flowise chatflows, Hugging Face Spaces and LobeHub agents.' },
  { title: 'Troubleshooting', text: 'Ports, environment variables and secrets, CUDA and memory errors, model API rate limits.' },
  { title: 'People when you need them', text: 'Members can ask our team for help with any agent, or book the full deployment service.' },
]

function parseAgentId(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
}

async function loadSelected(agentId: number | null) {
  if (!agentId) return null
  try {
    const agent = await loadAgentContext(agentId)
    return { id: agent.id, slug: agent.slug, name: agent.name, source: agent.source, link: agent.link, facts: agent.facts, guide: composeAgentGuide(agent, agent.facts) }
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null
    throw error
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const parameters = Object.fromEntries(url.searchParams)
  const [result, selected, user] = await Promise.all([findDeployableAgents(parameters), loadSelected(parseAgentId(url.searchParams.get('agent'))), getOptionalUser(request)])

  return { origin: siteOrigin(request), result, selected, isSignedIn: Boolean(user), missingAgent: Boolean(url.searchParams.get('agent')) && !selected }
}

/** The chat without JavaScript (ask) and the deployment request form (deploy). */
export const action = pageAction({ guard: 'anyone', defaultIntent: 'ask', intents: (intent) => ({ ask: intent(askIntent('deployment')), deploy: intent(deployIntent) }) })

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []
  return buildMeta({
    title: data.selected ? `Deploy ${data.selected.name}` : 'Deployment platform',
    description: 'Deploy AI agents yourself: honest deployment facts per agent, generated Dockerfiles, Cloud Run commands and Replit files, and a deployment assistant.',
    origin: data.origin,
    path: '/deployment',
  })
}

function percent(part: number, whole: number): string {
  return whole ? `${Math.round((part / whole) * 100)}%` : '0%'
}

function StatsBanner({ stats }: { stats: Route.ComponentProps['loaderData']['result']['stats'] }) {
  const items = [
    { value: stats.selfDeployable.toLocaleString('en-US'), label: 'agents you can deploy yourself' },
    { value: percent(stats.selfDeployable, stats.totalAgents), label: `of ${stats.totalAgents.toLocaleString('en-US')} listed agents are self-deployable` },
    { value: stats.withGuide.toLocaleString('en-US'), label: 'agents with a deployment guide' },
    { value: String(INFRASTRUCTURES.length), label: 'deployment targets with guides (Replit, Docker, Cloud Run, local)' },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Deployment figures">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <dt className="order-2 text-sm text-slate-700 dark:text-slate-300">{item.label}</dt>
          <dd className="text-2xl font-bold text-slate-900 dark:text-white">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Filters() {
  const [search] = useSearchParams()
  const origin = search.get('origin') ?? 'all'
  const hrefFor = (value: string) => {
    const next = new URLSearchParams(search)
    next.delete('page')
    next.delete('agent')
    if (value === 'all') next.delete('origin')
    else next.set('origin', value)
    return `/deployment?${next}`
  }
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Agent sources" className="flex flex-wrap gap-2">
        {DEPLOYMENT_ORIGINS.map((value) => (
          <Link key={value} to={hrefFor(value)} aria-current={origin === value ? 'true' : undefined} className={buttonVariants({ variant: origin === value ? 'default' : 'outline', size: 'sm' })}>
            {DEPLOYMENT_ORIGIN_LABELS[value]}
          </Link>
        ))}
      </nav>
      <Form method="get" className="grid grid-cols-1 items-end gap-3 sm:grid-cols-5">
        {origin !== 'all' ? <input type="hidden" name="origin" value={origin} /> : null}
        <label className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
          Search
          <input name="q" defaultValue={search.get('q') ?? ''} className="rounded-md border border-slate-300 bg-white px-3 py-2 font-normal dark:border-slate-600 dark:bg-slate-950" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Complexity
          <Select name="complexity" defaultValue={search.get('complexity') ?? ''}>
            <option value="">Any</option>
            {DEPLOYMENT_COMPLEXITIES.map((value) => (
              <option key={value} value={value}>
                {labelFromCode(value)}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Infrastructure
          <Select name="infrastructure" defaultValue={search.get('infrastructure') ?? ''}>
            <option value="">Any</option>
            {INFRASTRUCTURES.map((value) => (
              <option key={value} value={value}>
                {INFRASTRUCTURE_LABELS[value]}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Self-deployable
          <Select name="selfDeployable" defaultValue={search.get('selfDeployable') ?? ''}>
            <option value="">Any</option>
            <option value="yes">Yes</option>
            <option value="unknown">Unknown</option>
          </Select>
        </label>
        <Button type="submit" className="sm:col-start-5">
          Filter
        </Button>
      </Form>
    </div>
  )
}

export default function Deployment({ loaderData, actionData }: Route.ComponentProps) {
  const { result, selected, isSignedIn, missingAgent } = loaderData
  const asked = (actionData as TAskResult | undefined)?.intent === 'ask' ? (actionData as TAskResult) : undefined
  const deployed = actionData as TDeployNotice | undefined
  const greeting: TChatMessage = { id: 'greeting', sender: 'ai', text: selected ? `${DEPLOYMENT_GREETING}\n\nWe are looking at **${selected.name}**.` : DEPLOYMENT_GREETING, timestamp: '' }
  const initial: TChatMessage[] = asked?.ok ? [greeting, { id: 'asked', sender: 'user', text: asked.question!, timestamp: '' }, { id: 'answer', sender: 'ai', text: asked.answer!, timestamp: '' }] : [greeting]

  return (
    <>
      <PageHero eyebrow="Deployment" title="Deploy AI agents yourself" description="Every figure below is counted from our catalogue. Pick an agent for its guide, or ask the deployment assistant.">
        <StatsBanner stats={result.stats} />
      </PageHero>
      <PageBody className="grid grid-cols-1 gap-8 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          {missingAgent ? <Notice tone="error" title="Agent Not Found">The requested agent could not be found.</Notice> : null}
          <DeployNotice result={deployed} />
          {selected ? (
            <Card as="section" id="guide" aria-labelledby="guide-heading" className="gap-4">
              <CardTitle id="guide-heading">Deployment guide: {selected.name}</CardTitle>
              <DeploymentFactsList facts={selected.facts} />
              {selected.guide ? <Markdown>{selected.guide}</Markdown> : <p className="text-sm">{selected.facts.basis}</p>}
              {selected.facts.selfDeployable !== 'yes' ? <DeploymentRequestForm agentId={selected.id} isSignedIn={isSignedIn} returnTo={`/deployment?agent=${selected.id}`} /> : null}
              <div className="flex flex-wrap gap-3 text-sm">
                <Link to={agentPath(selected)} className="font-medium underline">
                  Agent details
                </Link>
                <Link to={coachingHref(selected)} className="font-medium underline">
                  Learn with the coach
                </Link>
              </div>
            </Card>
          ) : null}
          <section aria-labelledby="deployable-heading" className="flex flex-col gap-4">
            <h2 id="deployable-heading" className="text-2xl font-bold tracking-tight">
              Deployable agents
            </h2>
            <Filters />
            <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
              Showing {result.total.toLocaleString('en-US')} agent{result.total === 1 ? '' : 's'}
            </p>
            {result.agents.length === 0 ? (
              <Notice tone="info" title="No agents found">
                <Link to="/deployment" className="underline">
                  Clear Filters
                </Link>
              </Notice>
            ) : (
              <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
                {result.agents.map((agent) => (
                  <li key={agent.id}>
                    <Card className="h-full gap-2">
                      <h3 className="font-semibold">
                        <Link to={agentPath(agent)} className="hover:underline">
                          {agent.name}
                        </Link>
                      </h3>
                      <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{agent.description}</p>
                      <div className="flex flex-wrap gap-1 text-xs">
                        <Badge variant="outline">Complexity: {agent.facts.deploymentComplexity ? labelFromCode(agent.facts.deploymentComplexity) : 'Unknown'}</Badge>
                        <Badge variant="outline">{agent.facts.infrastructureNeeded ? INFRASTRUCTURE_LABELS[agent.facts.infrastructureNeeded] : 'Infrastructure unknown'}</Badge>
                        <Badge variant={agent.facts.selfDeployable === 'yes' ? 'default' : 'secondary'}>{agent.facts.selfDeployable === 'yes' ? 'Self-deployable' : 'Ask for help'}</Badge>
                        {agent.tags.slice(0, 2).map((tag) => (
                          <Badge key={tag} variant="secondary">
                            {tag}
                          </Badge>
                        ))}
                        {agent.tags.length > 2 ? <Badge variant="secondary">+{agent.tags.length - 2}</Badge> : null}
                      </div>
                      <Link to={`/deployment?agent=${agent.id}#guide`} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'mt-auto self-start')} aria-label={`Deployment guide for ${agent.name}`}>
                        {agent.facts.hasGuide ? 'Deployment guide' : 'Get deployment help'}
                      </Link>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
            <Pagination total={result.total} page={result.page} pageSize={DEPLOYABLE_PAGE_SIZE} />
          </section>
          <section aria-labelledby="features-heading" className="flex flex-col gap-4">
            <h2 id="features-heading" className="text-2xl font-bold tracking-tight">
              What the deployment platform does
            </h2>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map((feature) => (
                <li key={feature.title} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
                  <h3 className="font-semibold">{feature.title}</h3>
                  <p className="text-sm text-slate-700 dark:text-slate-300">{feature.text}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside aria-labelledby="assistant-heading" className="flex flex-col gap-3 lg:sticky lg:top-4 lg:self-start">
          <h2 id="assistant-heading" className="text-xl font-bold">
            Deployment assistant
          </h2>
          {asked && !asked.ok ? <Notice tone="error" title="Deployment assistant">{asked.message}</Notice> : null}
          <AssistantChat
            key={selected?.id ?? 'none'}
            label="Deployment assistant"
            action={`/deployment${selected ? `?agent=${selected.id}` : ''}`}
            context={{ kind: 'deployment', agentId: selected?.id }}
            initialMessages={initial}
            quickActions={DEPLOYMENT_QUICK_ACTIONS}
          />
        </aside>
      </PageBody>
    </>
  )
}
