import { useEffect, useRef, useState } from 'react'
import { Form, Link, useSubmit } from 'react-router'
import {
  COMPLEXITY_LABELS,
  COMPLEXITY_LEVELS,
  DEPLOYMENT_PREFERENCES,
  PRIMARY_USES,
  PROBLEMS,
  QUIZ_QUESTIONS,
  TECH_EXPERIENCES,
  TIME_COMMITMENTS,
  type QuizQuestionKey,
} from '../../../server/quiz/quiz-questions.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { Button, buttonVariants } from '../../ui/button.tsx'

type Option = { value: string; label: string; hint?: string }

const OPTIONS: Record<QuizQuestionKey, Option[]> = {
  primaryUse: PRIMARY_USES.map(({ code, label, hint }) => ({ value: code, label, hint })),
  techExperience: TECH_EXPERIENCES.map(({ code, label, hint }) => ({ value: code, label, hint })),
  deploymentPreference: DEPLOYMENT_PREFERENCES.map(({ code, label, hint }) => ({ value: code, label, hint })),
  timeCommitment: TIME_COMMITMENTS.map(({ code, label, hint }) => ({ value: code, label, hint })),
  problemSolving: PROBLEMS.map(({ code, label }) => ({ value: code, label })),
  complexity: COMPLEXITY_LEVELS.map((level) => ({ value: String(level), label: `${level}: ${COMPLEXITY_LABELS[level - 1]}` })),
}

export type QuizQuestionProps = {
  /** 0-based position of the question. */
  index: number
  /** The other answers, carried along as hidden fields (the URL is the quiz's whole state). */
  carried: [string, string][]
  /** This question's answer so far. */
  current: string[]
  previousHref: string | null
  error: string | null
}

/**
 * One question as a plain GET form: without JavaScript, choose and press Next. With it, a choice
 * or scale answer moves on at once; the multi-select waits for Continue, disabled until something
 * is chosen (spec §4).
 */
function QuizQuestion({ index, carried, current, previousHref, error }: QuizQuestionProps) {
  const question = QUIZ_QUESTIONS[index]!
  const isMultiple = question.kind === 'multiple'
  const isHydrated = useHydrated()
  const submit = useSubmit()
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [chosen, setChosen] = useState<string[]>(current)
  const isFirstRender = useRef(true)

  // A new question after a client-side step: move focus to it, as a page load would.
  useEffect(() => {
    setChosen(current)
    if (isFirstRender.current) {
      isFirstRender.current = false

      return
    }
    headingRef.current?.focus()
  }, [index])

  const choose = (value: string, isChecked: boolean) => {
    if (isMultiple) {
      setChosen((previous) => (isChecked ? [...previous, value] : previous.filter((item) => item !== value)))

      return
    }
    setChosen([value])
    if (isHydrated && formRef.current) void submit(formRef.current)
  }
  const showNext = isMultiple || !isHydrated || current.length > 0

  return (
    <Form ref={formRef} method="get" action="/matchmaker" className="flex flex-col gap-6" aria-describedby={error ? 'quiz-error' : undefined}>
      {carried.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="step" value={index + 2} />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-4">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight focus:outline-none">
            {question.title}
          </h2>
          {isMultiple && <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">Choose all that apply.</span>}
        </legend>
        {error && (
          <p id="quiz-error" role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        <div className={question.kind === 'scale' ? 'grid grid-cols-1 gap-3 sm:grid-cols-5' : 'grid grid-cols-1 gap-3 sm:grid-cols-2'}>
          {OPTIONS[question.key].map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:has-checked:bg-slate-800"
            >
              <input
                type={isMultiple ? 'checkbox' : 'radio'}
                name={question.key}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => choose(option.value, event.currentTarget.checked)}
                className="mt-1 size-4 accent-brand-600"
              />
              <span className="flex flex-col">
                <span className="font-medium">{option.label}</span>
                {option.hint && <span className="text-sm text-slate-600 dark:text-slate-300">{option.hint}</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        {previousHref && (
          <Link to={previousHref} className={buttonVariants({ variant: 'outline' })}>
            Previous Question
          </Link>
        )}
        {showNext && (
          <Button type="submit" disabled={isHydrated && isMultiple && chosen.length === 0}>
            {isMultiple ? 'Continue' : 'Next'}
          </Button>
        )}
      </div>
    </Form>
  )
}

export { QuizQuestion }
