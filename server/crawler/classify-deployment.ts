import type { DeploymentComplexity, Difficulty, Infrastructure } from '../shared/taxonomy.ts'
import type { EntryKind } from './entry-kind.ts'
import { hasKeyword } from './keyword-match.ts'

export type DeploymentProfile = {
  difficulty: Difficulty
  deploymentComplexity: DeploymentComplexity | null
  infrastructureNeeded: Infrastructure | null
  selfDeployable: boolean
}

/**
 * The starting point per kind, before the entry's own words adjust it:
 * - prompt agents and skills are pasted into a chat app or an assistant: beginner, easy, no infrastructure;
 * - n8n and Flowise templates are imported into a running n8n or Flowise, which both ship as
 *   Docker images: intermediate (beginner when the source calls the template simple), Docker;
 * - agent apps and MCP servers are cloned and run on your own machine: intermediate, local;
 * - frameworks and models need a developer (and models a GPU): advanced, hard;
 * - hosted services are used on their website: beginner, not self-deployable.
 */
const PROFILES: Record<EntryKind, DeploymentProfile> = {
  'prompt-agent': { difficulty: 'beginner', deploymentComplexity: 'easy', infrastructureNeeded: null, selfDeployable: true },
  'agent-skill': { difficulty: 'beginner', deploymentComplexity: 'easy', infrastructureNeeded: null, selfDeployable: true },
  'workflow-template': { difficulty: 'intermediate', deploymentComplexity: 'medium', infrastructureNeeded: 'docker', selfDeployable: true },
  'mcp-server': { difficulty: 'intermediate', deploymentComplexity: 'medium', infrastructureNeeded: 'local', selfDeployable: true },
  'agent-app': { difficulty: 'intermediate', deploymentComplexity: 'medium', infrastructureNeeded: 'local', selfDeployable: true },
  framework: { difficulty: 'advanced', deploymentComplexity: 'hard', infrastructureNeeded: 'local', selfDeployable: true },
  model: { difficulty: 'advanced', deploymentComplexity: 'hard', infrastructureNeeded: 'local', selfDeployable: true },
  'hosted-service': { difficulty: 'beginner', deploymentComplexity: null, infrastructureNeeded: null, selfDeployable: false },
}

/** Kinds that run as code on infrastructure someone has to provide. */
const RUNNABLE_KINDS = new Set<EntryKind>(['agent-app', 'mcp-server', 'framework', 'model', 'hosted-service'])

export type ClassifyDeploymentOptions = {
  kind: EntryKind
  /** The entry's own text (name, description, tags, language). */
  text: string
  /** A difficulty the source states itself (a metadata file, a complexity field); it wins. */
  statedDifficulty?: Difficulty | null
}

/** Difficulty and deployment for one entry: the kind's profile, adjusted by what the entry says about itself. */
export function classifyDeployment({ kind, text, statedDifficulty }: ClassifyDeploymentOptions): DeploymentProfile {
  const profile = { ...PROFILES[kind] }
  const says = (pattern: string) => hasKeyword({ text, pattern })

  if (RUNNABLE_KINDS.has(kind)) {
    // A self-hosted service is something you deploy, not just a website you visit.
    if (kind === 'hosted-service' && says('self-?hosted|self-?host|open[- ]source')) {
      Object.assign(profile, { difficulty: 'intermediate', deploymentComplexity: 'medium', infrastructureNeeded: 'docker', selfDeployable: true })
    }
    if (says('replit')) profile.infrastructureNeeded = 'replit'
    else if (says('cloud run')) profile.infrastructureNeeded = 'cloud-run'
    else if (says('docker|docker-?compose|containers?|kubernetes|helm')) profile.infrastructureNeeded = 'docker'

    if (says('kubernetes|microservices?|enterprise|production-grade|distributed')) {
      Object.assign(profile, { difficulty: 'advanced', deploymentComplexity: 'hard' })
    }
  }
  if (says('no-?code|low-?code|one[- ]click|browser extension|chrome extension|desktop app')) {
    profile.difficulty = profile.difficulty === 'advanced' ? 'intermediate' : 'beginner'
    if (profile.deploymentComplexity === 'hard') profile.deploymentComplexity = 'medium'
  }
  if (statedDifficulty) profile.difficulty = statedDifficulty

  return profile
}
