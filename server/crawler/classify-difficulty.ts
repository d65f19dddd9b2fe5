import type { Difficulty } from '../shared/taxonomy.ts'
import type { EntryKind } from './entry-kind.ts'
import { hasKeyword } from './keyword-match.ts'

/**
 * How much skill an entry asks of its user, per kind, before the entry's own words adjust it:
 * - prompt agents and skills are pasted into a chat app or an assistant: beginner;
 * - n8n and Flowise templates are imported into a running n8n or Flowise: intermediate;
 * - agent apps and MCP servers are cloned and run on your own machine: intermediate;
 * - frameworks and models need a developer: advanced;
 * - hosted services are used on their website: beginner.
 *
 * Whether and how an entry deploys (self-deployable, complexity, infrastructure) is not guessed
 * here: it comes from what the sources say, through server/shared/derive-deployment-facts.ts.
 */
const BASE_DIFFICULTY: Record<EntryKind, Difficulty> = {
  'prompt-agent': 'beginner',
  'agent-skill': 'beginner',
  'workflow-template': 'intermediate',
  'mcp-server': 'intermediate',
  'agent-app': 'intermediate',
  framework: 'advanced',
  model: 'advanced',
  'hosted-service': 'beginner',
}

/** Kinds that run as code on infrastructure someone has to provide. */
const RUNNABLE_KINDS = new Set<EntryKind>(['agent-app', 'mcp-server', 'framework', 'model', 'hosted-service'])

export type ClassifyDifficultyOptions = {
  kind: EntryKind
  /** The entry's own text (name, description, tags, language). */
  text: string
  /** A difficulty the source states itself (a metadata file, a complexity field); it wins. */
  statedDifficulty?: Difficulty | null
}

/** Difficulty for one entry: the kind's level, adjusted by what the entry says about itself. */
export function classifyDifficulty({ kind, text, statedDifficulty }: ClassifyDifficultyOptions): Difficulty {
  if (statedDifficulty) return statedDifficulty
  const says = (pattern: string) => hasKeyword({ text, pattern })
  let difficulty = BASE_DIFFICULTY[kind]

  if (RUNNABLE_KINDS.has(kind)) {
    // A self-hosted service is something you run yourself, not just a website you visit.
    if (kind === 'hosted-service' && says('self-?hosted|self-?host|open[- ]source')) difficulty = 'intermediate'
    if (says('kubernetes|microservices?|enterprise|production-grade|distributed')) difficulty = 'advanced'
  }
  if (says('no-?code|low-?code|one[- ]click|browser extension|chrome extension|desktop app')) {
    difficulty = difficulty === 'advanced' ? 'intermediate' : 'beginner'
  }

  return difficulty
}
