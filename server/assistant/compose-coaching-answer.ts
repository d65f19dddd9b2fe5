import type { TCoachingGoal, TLearningStyle } from './assistant.schemas.ts'
import { goalDefinition, TRACK_DEFINITIONS } from './coaching.rules.ts'
import { composeDeploymentAnswer, type TAgentContext } from './compose-deployment-answer.ts'
import { detectDeploymentTarget } from './deployment-targets.ts'
import { documentHref, type TKnowledgeDocument } from './knowledge-base.schemas.ts'
import { loadKnowledgeBase } from './load-knowledge-base.ts'
import type { TSearchHit } from './search-knowledge-base.ts'

export type ComposeCoachingAnswerOptions = { question: string; style: TLearningStyle; goal: TCoachingGoal; hits: TSearchHit[]; agent: TAgentContext | null }
export type TComposedCoaching = { message: string; document: TKnowledgeDocument | null }

function section(body: string, heading: string): string {
  const match = new RegExp(`## ${heading}\\n([\\s\\S]*?)(?=\\n## |$)`).exec(body)

  return match?.[1]?.trim() ?? ''
}

/** "1. **Chatflows → Add New**." → "Chatflows → Add New": short labels for a visual flow. */
function stepLabels(steps: string): string[] {
  return steps
    .split('\n')
    .filter((line) => /^\d+\. /.test(line))
    .map((line) => line.replace(/^\d+\. /, '').replace(/\*\*/g, '').replace(/`/g, '').split(/[:.(]/)[0]!.trim().slice(0, 48))
}

function presentLesson(document: TKnowledgeDocument, style: TLearningStyle): string {
  const track = document.track ? TRACK_DEFINITIONS[document.track] : null
  const heading = `## ${document.title}\n*${track ? `${track.name}, lesson ${document.lesson}` : 'Guide'}: ${document.summary}*`
  const goals = section(document.body, 'Goals')
  const steps = section(document.body, 'Steps') || document.body.replace(/^# .*\n+/, '').slice(0, 1800)
  const checkpoint = section(document.body, 'Checkpoint')
  const docs = section(document.body, 'Official docs')
  const link = `[Open the lesson](${documentHref(document)})`
  switch (style) {
    case 'visual':
      return `${heading}\n\n**The flow at a glance**\n\n${stepLabels(steps).map((label, index) => `${index + 1}. ${label}`).join(' → ')}\n\n**Step by step**\n\n${steps}\n\n${checkpoint ? `**You are done when:** ${checkpoint}\n\n` : ''}${link}`
    case 'auditory':
      return `${heading}\n\nLet's talk it through. ${goals ? `By the end you will have: ${goals.replace(/^- /gm, '').split('\n').join('; ')}.` : ''} Press **Read aloud** to listen while you work.\n\n${steps}\n\n${checkpoint ? `To check yourself, say it back: ${checkpoint}\n\n` : ''}${link}`
    case 'kinesthetic':
      return `${heading}\n\n**Try it now**: open ${track?.tool ?? 'the tool'} beside this page and do each step as you read it.\n\n${steps}\n\n${checkpoint ? `**Challenge:** ${checkpoint}\n\n` : ''}${link}`
    default:
      return `${heading}\n\n${goals ? `**Goals**\n\n${goals}\n\n` : ''}**Steps**\n\n${steps}\n\n${checkpoint ? `**Checkpoint**\n\n${checkpoint}\n\n` : ''}${docs ? `**Official docs**\n\n${docs}\n\n` : ''}${link}`
  }
}

function nextOnPath(goal: TCoachingGoal, current: TKnowledgeDocument | null): string {
  const definition = goalDefinition(goal)
  const lessons = loadKnowledgeBase().filter((document) => document.kind === 'lesson')
  const bySlug = new Map(lessons.map((document) => [document.slug.replace(/^tracks\//, ''), document]))
  const position = current ? definition.lessons.indexOf(current.slug.replace(/^tracks\//, '')) : -1
  const upcoming = definition.lessons.slice(position + 1, position + 3).map((slug) => bySlug.get(slug)).filter((document): document is TKnowledgeDocument => Boolean(document))
  if (!upcoming.length) return `\n\n**${definition.label}** (${definition.difficulty}, ${definition.hours}): that was the last lesson on your path. Ask about anything you want to go deeper on.`

  return `\n\n**Next on your ${definition.label} path** (${definition.hours}):\n${upcoming.map((document) => `- [${document.title}](${documentHref(document)})`).join('\n')}`
}

/**
 * The learning coach without a model: the lesson (or guide) that best answers the question,
 * presented for the learning style, then the next lessons of the chosen goal's path. A question
 * about deploying the agent the page is about gets that agent's deployment answer.
 */
export function composeCoachingAnswer({ question, style, goal, hits, agent }: ComposeCoachingAnswerOptions): TComposedCoaching {
  if (agent && (detectDeploymentTarget(question) || /deploy|host|run (it|this)|install/i.test(question))) {
    const deployment = composeDeploymentAnswer({ question, agent, hits: hits.filter((hit) => hit.document.kind !== 'lesson') })
    return { message: `${deployment.response}${nextOnPath(goal, null)}`, document: null }
  }
  const preferred = new Set(goalDefinition(goal).lessons.map((slug) => `tracks/${slug}`))
  // Among near-equal matches, the lesson on the person's own path wins.
  const best = [...hits].sort((a, b) => b.score + (preferred.has(b.document.slug) ? 1 : 0) - (a.score + (preferred.has(a.document.slug) ? 1 : 0)))[0]?.document ?? null
  if (!best) {
    const definition = goalDefinition(goal)
    const first = loadKnowledgeBase().find((document) => document.slug === `tracks/${definition.lessons[0]}`)
    const start = first ? presentLesson(first, style) : ''
    return { message: `I could not match that to a lesson, so here is where your **${definition.label}** path starts. Ask about Flowise, n8n, Bubble or deploying an agent any time.\n\n${start}${nextOnPath(goal, first ?? null)}`, document: first ?? null }
  }

  return { message: `${presentLesson(best, style)}${best.kind === 'lesson' ? nextOnPath(goal, best) : ''}`, document: best }
}
