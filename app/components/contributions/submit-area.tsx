import { Link } from 'react-router'
import { buttonVariants } from '../../ui/button.tsx'
import { SubmitButton } from '../../ui/form.tsx'
import { AlreadyListedNotice } from './already-listed-notice.tsx'
import type { TContributeResult } from './contribute-types.ts'
import { Notice } from './notice.tsx'

type SubmitAreaProps = { isSignedIn: boolean; signInHref: string; isSubmitting: boolean }

/** The Submit Agent button, or, for visitors, the way to sign in and come back. */
function SubmitArea({ isSignedIn, signInHref, isSubmitting }: SubmitAreaProps) {
  if (!isSignedIn) {
    return (
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-700 dark:bg-slate-900">
        <p>Sign in to submit an agent. It is free, and you will hear from us when your submission is reviewed.</p>
        <p className="flex gap-3">
          <Link to={signInHref} className={buttonVariants()}>
            Sign in to submit
          </Link>
          <Link to={signInHref.replace('/sign-in', '/sign-up')} className={buttonVariants({ variant: 'outline' })}>
            Create an account
          </Link>
        </p>
      </div>
    )
  }

  return (
    <div>
      <SubmitButton size="lg" isPending={isSubmitting} pendingLabel="Submitting…">
        Submit Agent
      </SubmitButton>
    </div>
  )
}

type SubmissionFailureProps = { result: Extract<TContributeResult, { intent: 'submit' }> | undefined }

/** 'Submission Failed' (spec §8), or the agent that is listed already (409). */
function SubmissionFailure({ result }: SubmissionFailureProps) {
  if (!result) return null
  if (result.alreadyListed) return <AlreadyListedNotice agentUrl={result.alreadyListed.agentUrl} claimUrl={result.alreadyListed.claimUrl} message={result.message} />

  return (
    <Notice tone="error" title="Submission Failed">
      <p>{result.message}</p>
    </Notice>
  )
}

export { SubmissionFailure, SubmitArea }
