import { useEffect, useRef } from 'react'
import { Link, useNavigationType } from 'react-router'
import type { TQuizMatchResult } from '../../../server/quiz/quiz.schemas.ts'
import { agentPath } from '../../lib/agent-links.ts'
import { AgentCard } from '../agent-card.tsx'
import { buttonVariants } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { AgentListActions } from './agent-list-actions.tsx'

type QuizResultsProps = { result: TQuizMatchResult; previousHref: string }

/** The persona and the six best matches, each with its score and the reasons it fits. */
function QuizResults({ result, previousHref }: QuizResultsProps) {
  const { persona, matches } = result
  const headingRef = useRef<HTMLHeadingElement>(null)
  const navigationType = useNavigationType()
  // Arriving from the last question (not a fresh page load): focus the outcome, as for each question.
  useEffect(() => {
    if (navigationType !== 'POP') headingRef.current?.focus()
  }, [navigationType])

  return (
    <div className="flex flex-col gap-8">
      <Card as="section" aria-labelledby="persona-heading" className="gap-2 border-brand-200 bg-brand-50 dark:bg-slate-800">
        <p className="text-sm font-medium text-brand-800 dark:text-brand-100">Your profile</p>
        <h2 id="persona-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {persona.title}
        </h2>
        <p className="text-slate-800 dark:text-slate-200">{persona.description}</p>
      </Card>
      <section aria-labelledby="matches-heading" className="flex flex-col gap-4">
        <h2 id="matches-heading" className="text-xl font-semibold">
          {matches.length === 0 ? 'No agents match these answers yet' : `Your ${matches.length} best ${matches.length === 1 ? 'match' : 'matches'}`}
        </h2>
        {matches.length === 0 ? (
          <p>Try another primary use or deployment preference, or browse the whole marketplace.</p>
        ) : (
          <ol className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {matches.map(({ agent, score, reasons }) => (
              <li key={agent.id} className="flex flex-col gap-2">
                <AgentCard
                  agent={agent}
                  actions={
                    <div className="flex w-full flex-col gap-3">
                      <p className="text-sm font-semibold">
                        Match score {score}
                        <span className="font-normal text-slate-600 dark:text-slate-300"> out of 100</span>
                      </p>
                      <ul aria-label={`Why ${agent.name} matched`} className="flex flex-col gap-1 text-sm text-slate-800 dark:text-slate-200">
                        {reasons.map((reason) => (
                          <li key={reason} className="before:mr-2 before:text-emerald-700 before:content-['✓']">
                            {reason}
                          </li>
                        ))}
                      </ul>
                      <span className="flex flex-wrap items-center gap-2">
                        <Link to={agentPath(agent)} className={buttonVariants({ size: 'sm' })}>
                          View details<span className="sr-only"> for {agent.name}</span>
                        </Link>
                        <AgentListActions agent={agent} />
                      </span>
                    </div>
                  }
                />
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to={previousHref} className={buttonVariants({ variant: 'outline' })}>
          Previous Question
        </Link>
        <Link to="/matchmaker" className={buttonVariants()}>
          Take Quiz Again
        </Link>
        <Link to="/marketplace" className={buttonVariants({ variant: 'ghost' })}>
          Browse all agents
        </Link>
      </div>
    </div>
  )
}

export { QuizResults }
