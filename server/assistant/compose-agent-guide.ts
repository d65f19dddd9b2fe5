import { INFRASTRUCTURE_LABELS } from '../shared/taxonomy.ts'
import { composeDeploymentSnippet } from './compose-deployment-snippet.ts'
import type { TDeploymentFacts, TDeploymentFactsInput } from '../shared/deployment-facts.schemas.ts'
import type { TDeploymentTarget } from './deployment-targets.ts'

const FENCE = '```'

function block(agent: TDeploymentFactsInput, facts: TDeploymentFacts, target: TDeploymentTarget, heading: string): string {
  const snippet = composeDeploymentSnippet(agent, facts, target)
  if (!snippet) return ''

  return `### ${heading}\n${snippet.filename ? `\`${snippet.filename}\`:\n\n` : ''}${FENCE}${snippet.language}\n${snippet.code.trimEnd()}\n${FENCE}\n`
}

const FIRST_STEPS: Record<TDeploymentFacts['kind'], (agent: TDeploymentFactsInput, facts: TDeploymentFacts) => string[]> = {
  'n8n-template': (agent) => [
    'Start n8n: n8n Cloud, or self-hosted with the Docker command below.',
    `Open the template page (${agent.link}) and choose **Use workflow**, or import its JSON with **Import from File**.`,
    'Open every node with a warning and connect your own credentials (they never come with a template).',
    'Run **Execute workflow**, check each node\'s output, then switch the workflow to **Active**.',
  ],
  'flowise-template': (agent) => [
    'Start Flowise with the Docker command below (or `npx flowise start`).',
    `Download the chatflow JSON from ${agent.link}.`,
    'In Flowise: **Chatflows → Add New → settings → Load Chatflow**, pick the file and save.',
    'Add your credentials in the nodes that ask for them, test in the chat bubble, then use the API or embed code (**</>**).',
  ],
  'lobehub-agent': (agent) => [
    `Open the agent in the LobeHub market (${agent.link}) and choose **Add assistant and chat**.`,
    'In LobeChat settings, add an API key for a model provider (or a local Ollama).',
    'To keep everything on your own server, run LobeChat with Docker as below and add the agent there.',
  ],
  'hf-space': (agent) => [
    `Try it on its Space page (${agent.link}); **Duplicate this Space** to run your own copy with your own secrets and hardware.`,
    'Or run its container with Docker, or clone it and run `python app.py` on your machine (commands below).',
    'Put tokens and keys in environment variables (Space settings → Variables and secrets).',
  ],
  'hf-model': (_agent, facts) => [
    `Create a Python environment and install \`transformers\` and \`torch\`; the model id is \`${facts.repository}\`.`,
    'Check the model card for its size and licence: a GPU is needed for large models (about 2 GB of memory per billion parameters in 16-bit).',
    'Wrap it in a small web API (FastAPI or Gradio) and containerise it with the Dockerfile below to serve it.',
  ],
  repository: (_agent, facts) => [
    `Clone the repository \`${facts.repository}\` and read its README for the start command and the settings it needs.`,
    'Copy `.env.example` to `.env` (if present) and add your API keys; never commit `.env`.',
    facts.runtime ? `Run it locally first (${facts.runtime === 'node' ? 'Node.js' : 'Python'}), then pick a host: Docker, Cloud Run or Replit.` : 'Run it locally first following the README, then pick a host: Docker, Cloud Run or Replit.',
  ],
  unknown: () => [],
}

/**
 * The generated deployment guide of one agent (Markdown): what it is, where it runs, numbered steps
 * and the files or commands for each fitting target. An owner's own guide comes first when there is one.
 */
export function composeAgentGuide(agent: TDeploymentFactsInput, facts: TDeploymentFacts): string | null {
  const ownGuide = agent.deploymentGuide?.trim()
  // Nothing to generate from without code, a template or a model: only the builder's own guide.
  if (facts.selfDeployable !== 'yes' || facts.kind === 'unknown') return ownGuide ? `### From the builder\n${ownGuide}\n` : null
  const steps = FIRST_STEPS[facts.kind](agent, facts)
  const where = facts.infrastructureNeeded ? ` Recommended: **${INFRASTRUCTURE_LABELS[facts.infrastructureNeeded]}**.` : ''
  const sections = [
    ownGuide ? `### From the builder\n${ownGuide}\n` : '',
    `${facts.basis}${where}${facts.deploymentComplexity ? ` Complexity: **${facts.deploymentComplexity}**.` : ''}\n`,
    `### Steps\n${steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}\n`,
    block(agent, facts, 'local', 'On your computer'),
    block(agent, facts, 'docker', facts.kind === 'repository' || facts.kind === 'hf-model' ? 'Docker (Dockerfile)' : 'Docker'),
    block(agent, facts, 'compose', 'Docker Compose'),
    block(agent, facts, 'cloud-run', 'Google Cloud Run'),
    block(agent, facts, 'replit', 'Replit'),
  ]

  return sections.filter(Boolean).join('\n')
}
