import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { getOptionalUser } from '../../../server/accounts/index.ts'
import { getCoachingSession, loadAgentContext } from '../../../server/assistant/index.ts'
// The component renders these in the browser: from the pure files, not the domain's index (database code).
import { COACHING_GOALS, LEARNING_STYLES, type TCoachingGoal, type TLearningStyle } from '../../../server/assistant/assistant.schemas.ts'
import { COACHING_GOAL_DEFINITIONS, LEARNING_STYLE_DEFINITIONS, TRACK_DEFINITIONS } from '../../../server/assistant/coaching.rules.ts'
import type { TChatMessage } from '../../../server/assistant/coaching-session.schemas.ts'
import { isAppError } from '../../../server/shared/errors.ts'
import { AssistantChat } from '../../components/assistant/assistant-chat.tsx'
import { Notice } from '../../components/contributions/notice.tsx'
import { PageBody, PageHero } from '../../components/page-section.tsx'
import { agentPath } from '../../lib/agent-links.ts'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import { AGENT_SOURCE_LABELS, type AgentSource } from '../../../server/shared/taxonomy.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button, buttonVariants } from '../../ui/button.tsx'
import { Card, CardTitle } from '../../ui/card.tsx'
import { pageAction } from '../../lib/page-action.server.ts'
import { askIntent, type TAskResult } from '../assistant/ask-action.server.ts'
import type { Route } from './+types/coaching'

const POPULAR_TOPICS = [
  { label: 'Run an agent with Docker', href: '/deployment/guides/docker', question: 'How do I run an agent with Docker?' },
  { label: 'Deploy on Replit', href: '/deployment/guides/replit', question: 'How do I deploy an agent on Replit?' },
  { label: 'Your first Flowise chatflow', href: '/flowise#02-first-chatflow', question: 'How do I build my first chatflow in Flowise?' },
  { label: 'An AI agent inside n8n', href: '/n8n#04-ai-agent-node', question: 'How do I add an AI agent to an n8n workflow?' },
  { label: 'Call a model from Bubble', href: '/bubble#04-api-connector', question: 'How do I call an AI model from Bubble with the API Connector?' },
  { label: 'Fix "address already in use"', href: '/deployment/guides/ports', question: 'How do I fix address already in use on a port?' },
]

function pick<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null
}

async function loadAgent(url: URL) {
  const id = url.searchParams.get('id')
  if (!url.searchParams.get('agent') || !url.searchParams.get('source') || !id || !/^[1-9]\d{0,9}$/.test(id)) return null
  try {
    const agent = await loadAgentContext(Number(id))
    return { id: agent.id, slug: agent.slug, name: agent.name, source: agent.source, basis: agent.facts.basis }
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null
    throw error
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const user = await getOptionalUser(request)
  let style = pick(LEARNING_STYLES, url.searchParams.get('style'))
  let goal = pick(COACHING_GOALS, url.searchParams.get('goal'))
  const isFresh = url.searchParams.has('new')
  // A member picks up their latest conversation: same style and goal, or none chosen yet.
  const session = user && !isFresh ? await getCoachingSession({ userId: user.id }) : null
  let resumed: { id: number; messages: TChatMessage[] } | null = null
  if (session && session.data.style && session.data.goal && (!style || style === session.data.style) && (!goal || goal === session.data.goal)) {
    style = session.data.style
    goal = session.data.goal
    resumed = { id: session.id, messages: session.data.messages }
  }

  return { origin: siteOrigin(request), agent: await loadAgent(url), style, goal, resumed, isSignedIn: Boolean(user) }
}

/** The coach's chat without JavaScript. */
export const action = pageAction({ guard: 'anyone', defaultIntent: 'ask', intents: (intent) => ({ ask: intent(askIntent('coaching')) }) })

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []
  return buildMeta({
    title: data.agent ? `Deploy: ${data.agent.name} | Deployment coaching` : 'Deployment coaching',
    description: 'A learning coach for deploying AI agents and building with Bubble, Flowise and n8n, shaped to how you learn.',
    origin: data.origin,
    path: '/coaching',
  })
}

function useHref() {
  const [search] = useSearchParams()
  return (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search)
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key)
      else next.set(key, value)
    }
    return `/coaching?${next}#coach`
  }
}

function Explainer() {
  const steps = [
    { title: 'Choose how you learn', text: 'Visual, listening, hands-on or reading: the coach shapes every answer to it.' },
    { title: 'Pick a goal', text: 'First-Time AI User, Small Business Automation or Personal Productivity: each is a path through our lessons.' },
    { title: 'Learn by doing', text: 'Ask anything, follow the steps, and track your lessons on the Bubble, Flowise and n8n tracks.' },
  ]
  return (
    <section aria-labelledby="how-heading" className="flex flex-col gap-3">
      <h2 id="how-heading" className="text-2xl font-bold tracking-tight">
        How coaching works
      </h2>
      <ol className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <p className="text-sm font-semibold text-sky-800 dark:text-sky-300">Step {index + 1}</p>
            <h3 className="font-semibold">{step.title}</h3>
            <p className="text-sm text-slate-700 dark:text-slate-300">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

export default function Coaching({ loaderData, actionData }: Route.ComponentProps) {
  const { agent, style, goal, resumed, isSignedIn } = loaderData
  const href = useHref()
  const hydrated = useHydrated()
  const [draft, setDraft] = useState<{ text: string; key: number } | null>(null)
  const [sessionId, setSessionId] = useState<number | null>(resumed?.id ?? null)
  const asked = (actionData as TAskResult | undefined)?.intent === 'ask' ? (actionData as TAskResult) : undefined
  const goalDefinition = COACHING_GOAL_DEFINITIONS.find((definition) => definition.id === goal)
  const styleDefinition = LEARNING_STYLE_DEFINITIONS.find((definition) => definition.id === style)
  const askedMessages: TChatMessage[] = asked?.ok ? [{ id: 'asked', sender: 'user', text: asked.question!, timestamp: '' }, { id: 'answer', sender: 'ai', text: asked.answer!, timestamp: '', concepts: asked.concepts }] : []
  const initialMessages = [...(resumed?.messages ?? []), ...askedMessages]
  const prefill = (text: string) => setDraft({ text, key: Date.now() })

  return (
    <>
      {agent ? (
        <PageHero eyebrow="Deployment coaching" title={`Deploy: ${agent.name}`} description={agent.basis}>
          <dl className="grid max-w-2xl grid-cols-1 gap-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600 dark:text-slate-300">Agent</dt>
              <dd className="font-medium">
                <Link to={agentPath(agent)} className="underline">
                  {agent.name}
                </Link>
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-300">Source</dt>
              <dd className="font-medium">{AGENT_SOURCE_LABELS[agent.source as AgentSource] ?? agent.source}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-300">Support</dt>
              <dd className="font-medium">Free deployment assistance</dd>
            </div>
          </dl>
          <Link to={`/deployment?agent=${agent.id}#guide`} className={buttonVariants({ className: 'self-start' })}>
            Open its deployment guide
          </Link>
        </PageHero>
      ) : (
        <PageHero eyebrow="Coaching" title="Learn to build and deploy AI agents" description="A learning coach that explains things the way you learn best, with tracks for Bubble, Flowise and n8n." />
      )}
      <PageBody className="flex flex-col gap-10">
        <Explainer />
        <section id="coach" aria-labelledby="coach-heading" className="flex scroll-mt-4 flex-col gap-4">
          <h2 id="coach-heading" className="text-2xl font-bold tracking-tight">
            Your learning coach
          </h2>
          {!isSignedIn ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <Link to="/sign-in?redirectTo=/coaching" className="underline">
                Sign in
              </Link>{' '}
              to save your conversation and pick it up later.
            </p>
          ) : null}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">1. How do you like to learn?</legend>
            <div className="flex flex-wrap gap-2">
              {LEARNING_STYLE_DEFINITIONS.map((definition) => (
                <Link key={definition.id} to={href({ style: definition.id, new: style && style !== definition.id ? '1' : null })} aria-current={style === definition.id ? 'true' : undefined} className={buttonVariants({ variant: style === definition.id ? 'default' : 'outline' })} title={definition.description}>
                  {definition.label}
                </Link>
              ))}
            </div>
            {styleDefinition ? <p className="text-sm text-slate-700 dark:text-slate-300">{styleDefinition.description}</p> : null}
          </fieldset>
          {style && !goal ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 font-semibold">2. What is your goal?</legend>
              <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
                {COACHING_GOAL_DEFINITIONS.map((definition) => (
                  <li key={definition.id}>
                    <Link to={href({ style, goal: definition.id })} className="flex h-full flex-col gap-1 rounded-lg border border-slate-200 p-4 hover:border-sky-600 dark:border-slate-700">
                      <span className="font-semibold">{definition.label}</span>
                      <span className="text-sm text-slate-700 dark:text-slate-300">{definition.description}</span>
                      <span className="flex gap-2 text-xs">
                        <Badge variant="outline">{definition.difficulty}</Badge>
                        <Badge variant="outline">{definition.hours}</Badge>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          {style && goal && goalDefinition ? (
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
              <Card className="gap-3 lg:order-2">
                <CardTitle as="h3">Goal: {goalDefinition.label}</CardTitle>
                <p className="text-sm">
                  {goalDefinition.difficulty}, {goalDefinition.hours}. {goalDefinition.description}
                </p>
                <Link to={href({ style, goal: null, new: '1' })} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}>
                  Change Goal
                </Link>
                <h4 className="font-semibold">Paths to start with</h4>
                <ul className="flex flex-col gap-2 text-sm">
                  {goalDefinition.paths.map((path) => (
                    <li key={path}>{hydrated ? <Button variant="ghost" size="sm" className="h-auto text-left whitespace-normal" onClick={() => prefill(path)}>{path}</Button> : path}</li>
                  ))}
                </ul>
                <h4 className="font-semibold">Lessons on this path</h4>
                <ol className="list-decimal pl-5 text-sm">
                  {goalDefinition.lessons.map((slug) => {
                    const [track, lesson] = slug.split('/') as [keyof typeof TRACK_DEFINITIONS, string]
                    return (
                      <li key={slug}>
                        <Link to={`/${track}#${lesson}`} className="underline">
                          {TRACK_DEFINITIONS[track].tool}, lesson {Number(lesson.slice(0, 2))}
                        </Link>
                      </li>
                    )
                  })}
                </ol>
              </Card>
              <div className="flex flex-col gap-2 lg:order-1 lg:col-span-2">
                {asked && !asked.ok ? <Notice tone="error" title="Error">{asked.message ?? 'Failed to get coaching response. Please try again.'}</Notice> : null}
                <AssistantChat
                  key={`${style}-${goal}-${resumed?.id ?? 'new'}`}
                  label="Learning coach"
                  action={`/coaching?${new URLSearchParams({ style, goal })}`}
                  context={{ kind: 'coaching', style: style as TLearningStyle, goal: goal as TCoachingGoal, sessionId: sessionId ?? asked?.sessionId ?? null, agentId: agent?.id }}
                  initialMessages={initialMessages}
                  draft={draft}
                  onSessionSaved={setSessionId}
                />
              </div>
            </div>
          ) : null}
        </section>
        <section aria-labelledby="topics-heading" className="flex flex-col gap-3">
          <h2 id="topics-heading" className="text-2xl font-bold tracking-tight">
            Popular topics
          </h2>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {POPULAR_TOPICS.map((topic) => (
              <li key={topic.href} className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                <Link to={topic.href} className="font-medium underline">
                  {topic.label}
                </Link>
                {hydrated && style && goal ? (
                  <Button size="sm" variant="outline" onClick={() => prefill(topic.question)} aria-label={`Ask the coach: ${topic.label}`}>
                    Ask
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="text-sm">
            Tracks:{' '}
            {(Object.keys(TRACK_DEFINITIONS) as (keyof typeof TRACK_DEFINITIONS)[]).map((track, index) => (
              <span key={track}>
                {index ? ', ' : ''}
                <Link to={`/${track}`} className="underline">
                  {TRACK_DEFINITIONS[track].name}
                </Link>
              </span>
            ))}
          </p>
        </section>
      </PageBody>
    </>
  )
}
