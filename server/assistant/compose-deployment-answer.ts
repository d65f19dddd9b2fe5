import { INFRASTRUCTURE_LABELS } from '../shared/taxonomy.ts'
import { DEPLOYMENT_HELP_SCENARIOS } from './assistant-messages.ts'
import type { TAnswerType, TDeploymentHelpAnswer } from './assistant.schemas.ts'
import { composeAgentGuide } from './compose-agent-guide.ts'
import { composeDeploymentSnippet } from './compose-deployment-snippet.ts'
import type { TDeploymentFacts, TDeploymentFactsInput } from '../shared/deployment-facts.schemas.ts'
import { detectDeploymentTarget, type TCodeSnippet, type TDeploymentTarget } from './deployment-targets.ts'
import { excerptDocument, firstCodeBlock } from './excerpt-document.ts'
import { documentHref } from './knowledge-base.schemas.ts'
import type { TSearchHit } from './search-knowledge-base.ts'

export type TAgentContext = TDeploymentFactsInput & { description: string; facts: TDeploymentFacts }

export type ComposeDeploymentAnswerOptions = { question: string; agent: TAgentContext | null; hits: TSearchHit[] }

const FENCE = '```'
const TARGET_LABELS: Record<TDeploymentTarget, string> = { docker: 'Docker', compose: 'Docker Compose', 'cloud-run': 'Google Cloud Run', replit: 'Replit', local: 'your computer' }
const TARGET_GUIDES: Record<TDeploymentTarget, string> = { docker: 'guides/docker', compose: 'guides/docker', 'cloud-run': 'guides/cloud-run', replit: 'guides/replit', local: 'guides/local' }
const FULL_GUIDE = /full (deployment )?guide|whole guide|step[- ]by[- ]step guide|all the steps/i
const TROUBLE = /error|fail|crash|won'?t|doesn'?t|not work|broken|troubleshoot|problem|issue|429|oom|refused|killed|stuck|fix/i

const TARGET_STEPS: Record<TDeploymentTarget, string[]> = {
  docker: ['Save the Dockerfile below in the project folder (next to its requirements or package file).', 'Build the image: `docker build -t my-agent .`', 'Run it with your keys: `docker run --rm -p 8000:8000 --env-file .env my-agent`', 'Open the published port in the browser; the app must listen on `0.0.0.0` inside the container.'],
  compose: ['Save the file below as `compose.yaml` in the project folder.', 'Put your keys in `.env` beside it (never commit it).', 'Start it: `docker compose up -d --build`, follow the logs with `docker compose logs -f`.', 'Stop with `docker compose down`; named volumes keep your data.'],
  'cloud-run': ['Install the gcloud CLI, then `gcloud auth login` and `gcloud config set project YOUR_PROJECT_ID`.', 'Store API keys in Secret Manager (`gcloud secrets create openai-api-key --data-file=-`).', 'Run the command below from the project folder; it builds the image and prints the service URL.', 'The app must listen on `0.0.0.0` and the `PORT` variable (8080 by default).'],
  replit: ['Import the repository at https://replit.com/import.', 'Add keys with the Secrets tool (they become environment variables).', 'Save the `.replit` file below, install dependencies in the Shell, press **Run**.', 'Publish from **Deploy**: Autoscale for a web agent, Reserved VM for an always-on bot.'],
  local: ['Install Git and the runtime (Python 3.10+ or Node.js 20+).', 'Run the commands below in a terminal.', 'Add your keys to `.env`, then open the address the app prints.'],
}

function fenced(snippet: { language: string; code: string; filename?: string | null }): string {
  return `${snippet.filename ? `\`${snippet.filename}\`:\n\n` : ''}${FENCE}${snippet.language}\n${snippet.code.trimEnd()}\n${FENCE}`
}

function sourcesOf(hits: TSearchHit[], extra: string[] = []) {
  const seen = new Set<string>()
  const documents = [...extra.map((slug) => hits.find((hit) => hit.document.slug === slug)?.document), ...hits.map((hit) => hit.document)]

  return documents
    .filter((document): document is NonNullable<typeof document> => Boolean(document) && !seen.has(document!.slug) && Boolean(seen.add(document!.slug)))
    .slice(0, 3)
    .map((document) => ({ title: document.title, href: documentHref(document) }))
}

function answer(response: string, type: TAnswerType, snippet: TCodeSnippet | { language: string; code: string } | null, sources: TDeploymentHelpAnswer['sources']): TDeploymentHelpAnswer {
  return {
    response,
    type,
    ...(snippet ? { codeSnippet: snippet.code, codeLanguage: snippet.language, ...('filename' in snippet && snippet.filename ? { codeFilename: snippet.filename } : {}) } : {}),
    sources,
    answeredBy: 'composer',
  }
}

/** A question about one agent: its facts decide what fits; the snippet is written for it. */
function answerForAgent(question: string, agent: TAgentContext, hits: TSearchHit[]): TDeploymentHelpAnswer {
  const { facts } = agent
  const target = detectDeploymentTarget(question)
  const topHit = hits[0]?.document
  const sources = sourcesOf(hits, target ? [TARGET_GUIDES[target]] : facts.guideSlugs)

  if (facts.selfDeployable !== 'yes') {
    const guide = composeAgentGuide(agent, facts)
    return answer(
      `**${agent.name}** is not something we can tell you to deploy yourself: ${facts.basis}\n\n${guide ? `${guide}\n\n` : ''}What you can do:\n1. Open its page (${agent.link}) to see how its makers offer it.\n2. Use **Deploy Now** on its page to ask us for help: signed-in members get a deployment request we answer, or the full deployment service.\n`,
      'guide',
      null,
      sources,
    )
  }
  if (TROUBLE.test(question) && topHit?.kind === 'troubleshooting') {
    const snippet = firstCodeBlock(topHit)
    return answer(`For **${agent.name}**: ${topHit.summary}\n\n${excerptDocument(topHit)}`, 'troubleshooting', snippet, sources)
  }
  if (!target || FULL_GUIDE.test(question)) {
    const guide = composeAgentGuide(agent, facts) ?? ''
    const preferred = facts.infrastructureNeeded === 'cloud-run' ? 'cloud-run' : facts.infrastructureNeeded === 'replit' ? 'replit' : facts.infrastructureNeeded === 'local' ? 'local' : 'docker'
    const snippet = composeDeploymentSnippet(agent, facts, preferred) ?? composeDeploymentSnippet(agent, facts, 'local')
    return answer(`## Deploying ${agent.name}\n\n${guide}`, 'guide', snippet, sources)
  }
  const snippet = composeDeploymentSnippet(agent, facts, target)
  if (!snippet) {
    const recommended = facts.infrastructureNeeded ? INFRASTRUCTURE_LABELS[facts.infrastructureNeeded] : 'the way its guide describes'
    return answer(
      `${TARGET_LABELS[target]} is not a good fit for **${agent.name}**: ${facts.basis}\n\nUse ${recommended} instead; ask for the **Full Guide** to see every step.`,
      'deployment',
      null,
      sources,
    )
  }
  const steps = TARGET_STEPS[target].map((step, index) => `${index + 1}. ${step}`).join('\n')
  const response = `## Run ${agent.name} on ${TARGET_LABELS[target]}\n\n${facts.basis}\n\n${steps}\n\n${fenced(snippet)}\n`

  return answer(response, 'deployment', snippet, sources)
}

/** No agent named: answer from the best-matching guide, with its own commands. */
function answerFromKnowledgeBase(question: string, hits: TSearchHit[]): TDeploymentHelpAnswer {
  const target = detectDeploymentTarget(question)
  const best = (target && hits.find((hit) => hit.document.slug === TARGET_GUIDES[target])?.document) || hits[0]?.document
  if (!best) return composeGeneralHelp()
  const type: TAnswerType = best.kind === 'troubleshooting' ? 'troubleshooting' : target ? 'deployment' : 'guide'

  return answer(`## ${best.title}\n\n${best.summary}\n\n${excerptDocument(best)}`, type, firstCodeBlock(best), sourcesOf(hits, [best.slug]))
}

/** Nothing in the knowledge base matched: the common scenarios, each with its guide. */
export function composeGeneralHelp(): TDeploymentHelpAnswer {
  return answer(DEPLOYMENT_HELP_SCENARIOS.replace(/^I could not reach[^\n]*/, 'I can help with these common deployment scenarios. Ask about one, or name your agent:'), 'guide', null, [])
}

/** The built-in composer: concrete steps and, for an agent, a file or command made for it. */
export function composeDeploymentAnswer({ question, agent, hits }: ComposeDeploymentAnswerOptions): TDeploymentHelpAnswer {
  return agent ? answerForAgent(question, agent, hits) : answerFromKnowledgeBase(question, hits)
}
