import { DEPLOYMENT_COMPLEXITIES, INFRASTRUCTURES, type DeploymentComplexity, type Infrastructure } from './taxonomy.ts'
import { selfDeployableFromStored, type TDeploymentFacts, type TDeploymentSourceFields, type TStoredDeploymentFacts } from './deployment-facts.schemas.ts'

const GITHUB_REPO = /^https?:\/\/(?:www\.)?github\.com\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?(?:[/?#].*)?$/
const HF_SPACE = /^https?:\/\/(?:www\.)?huggingface\.co\/spaces\/([^/?#]+\/[^/?#]+)/
const PYTHON = new Set(['python', 'jupyter notebook'])
const NODE = new Set(['javascript', 'typescript'])
const GPU_TAGS = ['gpu', 'cuda', 'training', 'fine-tuning', 'finetuning', 'llm-training']
const NOT_REPOSITORIES = new Set(['topics', 'orgs', 'features', 'marketplace', 'sponsors', 'collections'])

function githubRepository(link: string): string | null {
  const match = GITHUB_REPO.exec(link)
  if (!match || NOT_REPOSITORIES.has(match[1]!.toLowerCase())) return null

  return `${match[1]}/${match[2]}`
}

const NODE_WORDS = /\b(typescript|javascript|node\.?js|npm|deno|bun|js|ts)\b/i
const PYTHON_WORDS = /\b(python|pip|pypi|pytorch|django|flask|fastapi|streamlit|gradio|jupyter|py)\b/i

function runtimeOf(language: string | null | undefined): 'python' | 'node' | null {
  const lowered = language?.toLowerCase() ?? ''
  if (PYTHON.has(lowered)) return 'python'
  if (NODE.has(lowered)) return 'node'

  return null
}

/** No language from the source: the listing's own words, only when they point one way. */
function runtimeFromListing(agent: TDeploymentSourceFields): 'python' | 'node' | null {
  const text = `${agent.name} ${agent.tags.join(' ')} ${agent.description ?? ''}`
  const node = NODE_WORDS.test(text)
  const python = PYTHON_WORDS.test(text)
  if (node === python) return null

  return node ? 'node' : 'python'
}

function withGuide(facts: Omit<TDeploymentFacts, 'hasGuide'>, ownerGuide: string | null | undefined): TDeploymentFacts {
  return { ...facts, hasGuide: facts.selfDeployable === 'yes' || Boolean(ownerGuide?.trim()) }
}

/**
 * Deployment facts from what the sources say about an agent: a template gallery entry (n8n,
 * Flowise, LobeHub), a Hugging Face Space or model, a GitHub repository (its language), or only a
 * web page. Where the sources do not tell, the answer is unknown (null), never a guess.
 *
 * The one derivation (decision 030): the crawler and the shipped catalogue store its result
 * (storedDeploymentFacts), a one-off data fix brought older rows in line, and the agent page, the
 * guide and the /deployment list call it at read time, so every place says the same.
 */
export function deriveDeploymentFacts(agent: TDeploymentSourceFields): TDeploymentFacts {
  const tags = agent.tags.map((tag) => tag.toLowerCase())
  const link = agent.link.trim()

  if (agent.source === 'n8n' || /^https?:\/\/(www\.)?n8n\.io\/workflows\//.test(link)) {
    return withGuide({ kind: 'n8n-template', selfDeployable: 'yes', deploymentComplexity: 'easy', infrastructureNeeded: 'docker', runtime: null, basis: 'An n8n workflow template: it is imported into n8n (n8n Cloud, or self-hosted with Docker).', guideSlugs: ['guides/n8n-workflow', 'guides/docker'], repository: null }, agent.deploymentGuide)
  }
  if (agent.source === 'flowise') {
    return withGuide({ kind: 'flowise-template', selfDeployable: 'yes', deploymentComplexity: 'easy', infrastructureNeeded: 'docker', runtime: null, basis: 'A Flowise chatflow template: it is loaded into Flowise (npx or Docker).', guideSlugs: ['guides/flowise-chatflow', 'guides/docker'], repository: null }, agent.deploymentGuide)
  }
  if (agent.source === 'lobehub') {
    return withGuide({ kind: 'lobehub-agent', selfDeployable: 'yes', deploymentComplexity: 'easy', infrastructureNeeded: null, runtime: null, basis: 'A LobeHub agent: a prompt and settings added to LobeChat, hosted or self-hosted; no code of its own.', guideSlugs: ['guides/lobehub-agent'], repository: null }, agent.deploymentGuide)
  }
  const space = HF_SPACE.exec(link)?.[1] ?? (agent.modelId && /\/spaces\//.test(link) ? agent.modelId : null)
  if (space) {
    return withGuide({ kind: 'hf-space', selfDeployable: 'yes', deploymentComplexity: 'medium', infrastructureNeeded: 'docker', runtime: 'python', basis: 'A Hugging Face Space: its code and container image are public, so it can be duplicated or run with Docker.', guideSlugs: ['guides/huggingface-space', 'guides/docker', 'troubleshooting/cuda-memory'], repository: space }, agent.deploymentGuide)
  }
  if (agent.source === 'huggingface' && agent.modelId) {
    const needsGpu = tags.some((tag) => GPU_TAGS.includes(tag))
    return withGuide({ kind: 'hf-model', selfDeployable: 'yes', deploymentComplexity: needsGpu ? 'hard' : null, infrastructureNeeded: 'local', runtime: 'python', basis: 'A model on the Hugging Face Hub: it downloads and runs with Python; how much memory it needs depends on its size, which the source does not say.', guideSlugs: ['guides/huggingface-space', 'guides/local', 'troubleshooting/cuda-memory'], repository: agent.modelId }, agent.deploymentGuide)
  }
  const repository = githubRepository(link)
  if (repository) {
    const stated = runtimeOf(agent.language)
    const runtime = stated ?? runtimeFromListing(agent)
    const needsGpu = tags.some((tag) => GPU_TAGS.includes(tag))
    const usesDocker = tags.some((tag) => tag === 'docker' || tag === 'docker-compose')
    const complexity = needsGpu ? 'hard' : runtime ? 'medium' : null
    const basis = stated
      ? `Open-source code on GitHub written in ${agent.language}: it runs from a clone, in a container or on a cloud service.`
      : runtime
        ? `Open-source code on GitHub; its listing points to ${runtime === 'node' ? 'JavaScript/TypeScript (Node.js)' : 'Python'}, so the files below assume that: check them against its README.`
        : 'Open-source code on GitHub; the source does not say its language, so the generated files are a starting point to check against its README.'

    return withGuide({ kind: 'repository', selfDeployable: 'yes', deploymentComplexity: complexity, infrastructureNeeded: usesDocker ? 'docker' : 'local', runtime, basis, guideSlugs: ['guides/local', 'guides/docker', 'guides/cloud-run', 'guides/replit'], repository }, agent.deploymentGuide)
  }

  return withGuide({ kind: 'unknown', selfDeployable: 'unknown', deploymentComplexity: null, infrastructureNeeded: null, runtime: null, basis: 'The sources only give a web page for this agent, with no code or template we could deploy from: ask us for help instead.', guideSlugs: [], repository: null }, agent.deploymentGuide)
}

/** What the agents table stores for an agent: the derivation's three facts, "unknown" as null. */
export function storedDeploymentFacts(agent: TDeploymentSourceFields): TStoredDeploymentFacts {
  const facts = deriveDeploymentFacts(agent)

  return {
    selfDeployable: facts.selfDeployable === 'unknown' ? null : facts.selfDeployable === 'yes',
    deploymentComplexity: facts.deploymentComplexity,
    infrastructureNeeded: facts.infrastructureNeeded,
  }
}

/**
 * A draft with the stored facts its own (final) fields give: the crawler calls it on each new and
 * each merged draft, contributions on each approved one.
 */
export function withDeploymentFacts<Draft extends TDeploymentSourceFields & TStoredDeploymentFacts>(draft: Draft): Draft {
  return { ...draft, ...storedDeploymentFacts(draft) }
}

/** The stored columns as a row reads them (text columns: codes from the taxonomy). */
type TStatedFacts = { selfDeployable?: boolean | null; deploymentComplexity?: string | null; infrastructureNeeded?: string | null }

const complexityOf = (code: string | null) => (DEPLOYMENT_COMPLEXITIES as readonly string[]).includes(code ?? '') ? (code as DeploymentComplexity) : null
const infrastructureOf = (code: string | null) => (INFRASTRUCTURES as readonly string[]).includes(code ?? '') ? (code as Infrastructure) : null

const STATED_BASIS: Record<'yes' | 'no' | 'unknown', string> = {
  yes: 'Its listing says it can be deployed on your own.',
  no: 'Its listing says it cannot be deployed on your own: ask us for help instead.',
  unknown: 'Its listing does not say whether it can be deployed on your own.',
}

/**
 * The facts pages show for a stored agent: the derivation, with the three stored facts when the row
 * has them. They are the derivation's own result (the crawler stores it, data fix
 * 'deployment-facts-1' aligned older rows) except where an owner or admin stated a value (a locked
 * field), so the agent page, the guide and /deployment say what the quiz, the API and the inventory read.
 */
export function deploymentFactsOf<Agent extends TDeploymentSourceFields>(agent: Agent & TStatedFacts): TDeploymentFacts {
  const facts = deriveDeploymentFacts(agent)
  const selfDeployable = agent.selfDeployable === undefined ? facts.selfDeployable : selfDeployableFromStored(agent.selfDeployable)
  const stated: TDeploymentFacts = {
    ...facts,
    selfDeployable,
    deploymentComplexity: agent.deploymentComplexity === undefined ? facts.deploymentComplexity : complexityOf(agent.deploymentComplexity),
    infrastructureNeeded: agent.infrastructureNeeded === undefined ? facts.infrastructureNeeded : infrastructureOf(agent.infrastructureNeeded),
    basis: selfDeployable === facts.selfDeployable ? facts.basis : `${facts.basis} ${STATED_BASIS[selfDeployable]}`,
  }

  // A generated guide needs something to deploy from: a stated "yes" on a bare web page has only the builder's.
  return { ...stated, hasGuide: (selfDeployable === 'yes' && facts.kind !== 'unknown') || Boolean(agent.deploymentGuide?.trim()) }
}
