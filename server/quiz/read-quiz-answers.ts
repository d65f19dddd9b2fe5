import { QUIZ_QUESTIONS, type QuizQuestionKey } from './quiz-questions.ts'
import { ZQuizAnswers, type TQuizAnswers } from './quiz.schemas.ts'

export type TPartialQuizAnswers = Partial<TQuizAnswers>

/**
 * The answers a quiz URL carries (`?primaryUse=legal&problemSolving=documents&problemSolving=…`).
 * Each answer is checked on its own; a missing or unknown one is simply not answered yet, so a
 * hand-edited link reopens the quiz at that question instead of failing.
 */
export function readQuizAnswers(searchParams: URLSearchParams): TPartialQuizAnswers {
  const answers: Record<string, unknown> = {}
  for (const { key } of QUIZ_QUESTIONS) {
    const field = ZQuizAnswers.shape[key]
    const raw = key === 'problemSolving' ? searchParams.getAll(key).filter(Boolean) : searchParams.get(key)
    if (raw === null || (Array.isArray(raw) && raw.length === 0)) continue
    const parsed = field.safeParse(Array.isArray(raw) ? [...new Set(raw)] : raw)
    if (parsed.success) answers[key] = parsed.data
  }

  return answers as TPartialQuizAnswers
}

/** The first question without a valid answer, or null when all six are answered. */
export function firstUnanswered(answers: TPartialQuizAnswers): QuizQuestionKey | null {
  return QUIZ_QUESTIONS.find(({ key }) => answers[key] === undefined)?.key ?? null
}

/** The answers as URL parameters, in question order (shareable, reloadable results). */
export function quizSearchParams(answers: TPartialQuizAnswers): URLSearchParams {
  const params = new URLSearchParams()
  for (const { key } of QUIZ_QUESTIONS) {
    const value = answers[key]
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, item)
    else params.set(key, String(value))
  }

  return params
}
