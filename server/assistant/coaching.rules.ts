import type { TCoachingGoal, TLearningStyle } from './assistant.schemas.ts'
import type { TTrack } from './knowledge-base.schemas.ts'

/** Browser-safe constants of the coach (spec §4 goals, §3 learning styles, §9 concept badges). */
export type TGoalDefinition = {
  id: TCoachingGoal
  label: string
  difficulty: 'beginner' | 'intermediate'
  hours: string
  description: string
  /** Lessons in the order to take them: 'flowise/02-first-chatflow'. */
  lessons: string[]
  /** Suggested questions; choosing one pre-fills the chat input. */
  paths: string[]
}

export const COACHING_GOAL_DEFINITIONS: TGoalDefinition[] = [
  {
    id: 'first-time-ai-user',
    label: 'First-Time AI User',
    difficulty: 'beginner',
    hours: '2-3 hours',
    description: 'Build your first AI assistant without code and put it on a page.',
    lessons: ['flowise/01-install-flowise', 'flowise/02-first-chatflow', 'flowise/03-answer-from-documents', 'bubble/01-tour-the-editor', 'bubble/02-build-a-chat-page'],
    paths: ['How do I install Flowise and start my first chatflow?', 'How can my chatbot answer from my own PDF documents?', 'How do I build a simple chat page in Bubble?'],
  },
  {
    id: 'small-business-automation',
    label: 'Small Business Automation',
    difficulty: 'intermediate',
    hours: '4-6 hours',
    description: 'Automate real work with n8n and connect an AI agent to your tools, forms and website.',
    lessons: ['n8n/01-start-n8n', 'n8n/02-first-workflow', 'n8n/03-data-and-expressions', 'n8n/04-ai-agent-node', 'n8n/05-triggers-webhooks-schedules', 'n8n/06-errors-and-production', 'flowise/05-embed-and-api', 'bubble/04-api-connector', 'bubble/05-wire-the-workflow'],
    paths: ['How do I add an AI agent to an n8n workflow?', 'How do I trigger a workflow from my website form with a webhook?', 'How do I get alerted when an automation fails?'],
  },
  {
    id: 'personal-productivity',
    label: 'Personal Productivity',
    difficulty: 'beginner',
    hours: '1-2 hours',
    description: 'Small automations that save you time every day: summaries, reminders, a personal assistant.',
    lessons: ['n8n/01-start-n8n', 'n8n/02-first-workflow', 'n8n/05-triggers-webhooks-schedules', 'n8n/04-ai-agent-node'],
    paths: ['How do I send myself a daily summary email with n8n?', 'How do I build a personal assistant that can use tools?', 'What is the difference between a test and a production webhook URL?'],
  },
]

export const LEARNING_STYLE_DEFINITIONS: { id: TLearningStyle; label: string; description: string }[] = [
  { id: 'visual', label: 'Visual', description: 'Flows and layouts drawn out, step by step.' },
  { id: 'auditory', label: 'Auditory', description: 'Explained as a conversation; use Read aloud to listen.' },
  { id: 'kinesthetic', label: 'Hands-on', description: 'Try it first, with a challenge to check yourself.' },
  { id: 'reading', label: 'Reading', description: 'The full written lesson with links to the official docs.' },
]

export const TRACK_DEFINITIONS: Record<TTrack, { name: string; tool: string; description: string; docs: string }> = {
  bubble: { name: 'Bubble Coach', tool: 'Bubble', description: 'Bubble, the visual app builder: put an AI assistant behind an app your clients use, without code.', docs: 'https://manual.bubble.io' },
  flowise: { name: 'Flowise Coach', tool: 'Flowise', description: 'Flowise, the drag-and-drop agent builder: chatbots that answer from your documents and use tools.', docs: 'https://docs.flowiseai.com' },
  n8n: { name: 'n8n Coach', tool: 'n8n', description: 'n8n, the workflow automation tool: connect AI agents to the apps and data you already use.', docs: 'https://docs.n8n.io' },
}

/** Spec §9: at most four badges, detected by keywords. */
const CONCEPT_KEYWORDS: [string, RegExp][] = [
  ['API Integration', /\bapi\b|webhook|endpoint|http request|api connector|curl|integration/i],
  ['Deployment', /deploy|docker|cloud run|replit|hosting|self-host|server|go live|production/i],
  ['Automation', /automat|workflow|trigger|schedule|n8n|cron/i],
  ['Data Processing', /\bdata\b|database|document|pdf|csv|spreadsheet|json|vector|embedding|expression/i],
]

export function detectConcepts(text: string): string[] {
  return CONCEPT_KEYWORDS.filter(([, pattern]) => pattern.test(text)).map(([concept]) => concept).slice(0, 4)
}

export function goalDefinition(goal: TCoachingGoal): TGoalDefinition {
  return COACHING_GOAL_DEFINITIONS.find((definition) => definition.id === goal)!
}
