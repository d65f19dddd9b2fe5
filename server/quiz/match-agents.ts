import { findAgentSummaries, getAgentMatchFeatures, type AgentMatchFeatures } from '../catalogue/index.ts'
import { choosePersona } from './choose-persona.ts'
import { explainMatch } from './explain-match.ts'
import { resolveMatchTarget } from './match-target.ts'
import { pickTopMatches } from './pick-top-matches.ts'
import { rememberedMatches } from './remembered-matches.ts'
import { QUIZ_RESULT_LIMIT } from './quiz-questions.ts'
import type { TQuizAnswers, TQuizMatchResult } from './quiz.schemas.ts'

export type MatchAgentsOptions = { answers: TQuizAnswers }

/**
 * The quiz result: the whole active catalogue scored against the answers (spec §9), the best six
 * with a score above 0, each with the reasons it matched, and the visitor's persona. The same
 * answers against the same catalogue version are answered from memory (remembered-matches.ts).
 */
export async function matchAgents({ answers }: MatchAgentsOptions): Promise<TQuizMatchResult> {
  const features = await getAgentMatchFeatures()

  return rememberedMatches(features, answers, () => scoreAgainst(features, answers))
}

async function scoreAgainst(features: AgentMatchFeatures, answers: TQuizAnswers): Promise<TQuizMatchResult> {
  const target = resolveMatchTarget(answers)
  const top = pickTopMatches({ features, target, limit: QUIZ_RESULT_LIMIT })
  const agents = await findAgentSummaries({ ids: top.map(({ index }) => features.columns.ids[index]!) })
  const scores = new Map(top.map(({ index, score }) => [features.columns.ids[index]!, score]))

  return {
    persona: choosePersona(answers),
    // An agent withdrawn since the features were read is simply left out.
    matches: agents.map((agent) => ({
      agent,
      score: scores.get(agent.id)!,
      reasons: explainMatch({ agent, target, problems: answers.problemSolving }),
    })),
  }
}
