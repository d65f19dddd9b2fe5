import { Link } from 'react-router'
import { firstUnanswered, matchAgents, quizSearchParams, readQuizAnswers, type TQuizAnswers } from '../../../server/quiz/index.ts'
// The questions are browser-safe; the component reads them from their own module (not the domain's index).
import { QUIZ_QUESTIONS } from '../../../server/quiz/quiz-questions.ts'
import { QuizQuestion } from '../../components/matching/quiz-question.tsx'
import { QuizResults } from '../../components/matching/quiz-results.tsx'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import type { Route } from './+types/matchmaker'

const RESULTS_STEP = QUIZ_QUESTIONS.length

/**
 * The quiz's whole state is its URL: the answers so far and `step` (1–6 a question, 7 the
 * results). A step past the first unanswered question falls back to it, so a link cannot skip one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const answers = readQuizAnswers(url.searchParams)
  const missing = firstUnanswered(answers)
  const missingIndex = missing ? QUIZ_QUESTIONS.findIndex(({ key }) => key === missing) : RESULTS_STEP
  const requested = Number(url.searchParams.get('step') ?? Number.NaN)
  const wanted = Number.isInteger(requested) && requested >= 1 && requested <= RESULTS_STEP + 1 ? requested - 1 : missingIndex
  const index = Math.min(wanted, missingIndex)
  const params = quizSearchParams(answers)
  const previousHref = index > 0 ? `/matchmaker?${withStep(params, index)}` : null
  const base = { origin: siteOrigin(request), index, previousHref, hasAnswers: [...params.keys()].length > 0 }

  if (index === RESULTS_STEP) {
    return { ...base, step: 'results' as const, result: await matchAgents({ answers: answers as TQuizAnswers }) }
  }
  const question = QUIZ_QUESTIONS[index]!
  const value = answers[question.key]
  const current = value === undefined ? [] : Array.isArray(value) ? value : [String(value)]
  const carried = [...params.entries()].filter(([name]) => name !== question.key)
  // The form for this question came back without an answer.
  const error = wanted > index ? (question.kind === 'multiple' ? 'Choose at least one problem to continue.' : 'Choose an answer to continue.') : null

  return { ...base, step: 'question' as const, carried, current, error }
}

function withStep(params: URLSearchParams, step: number): string {
  const copy = new URLSearchParams(params)
  copy.set('step', String(step))

  return copy.toString()
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return []

  return buildMeta({
    title: loaded.step === 'results' ? 'Your AI agent matches' : 'Find AI for my business',
    description: 'Six short questions about your work, skills and time, then the six agents that fit you best, with the reasons they match.',
    origin: loaded.origin,
    path: '/matchmaker',
    noIndex: loaded.hasAnswers,
  })
}

export default function Matchmaker({ loaderData }: Route.ComponentProps) {
  const isResults = loaderData.step === 'results'
  const position = Math.min(loaderData.index + 1, RESULTS_STEP)

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Find AI for my business</h1>
        <p className="text-slate-700 dark:text-slate-300">
          {isResults
            ? 'Every agent in the catalogue, scored against your answers. Bookmark or share this page to come back to these results.'
            : 'Six short questions about your work, your skills and your time. Your answers stay in this page’s address; nothing is stored.'}
        </p>
        <div className="flex flex-col gap-1">
          <p id="quiz-progress-label" className="text-sm font-medium">
            {isResults ? 'All 6 questions answered' : `Question ${position} of ${RESULTS_STEP}`}
          </p>
          <progress aria-labelledby="quiz-progress-label" max={RESULTS_STEP} value={isResults ? RESULTS_STEP : loaderData.index} className="h-2 w-full accent-brand-600" />
        </div>
      </div>
      {loaderData.step === 'results' ? (
        <QuizResults result={loaderData.result} previousHref={loaderData.previousHref!} />
      ) : (
        <>
          <QuizQuestion index={loaderData.index} carried={loaderData.carried} current={loaderData.current} previousHref={loaderData.previousHref} error={loaderData.error} />
          {loaderData.hasAnswers && (
            <p>
              <Link to="/matchmaker" className="text-sm underline">
                Take Quiz Again
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  )
}
