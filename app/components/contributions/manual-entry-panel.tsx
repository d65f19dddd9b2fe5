import { useFetcher } from 'react-router'
import { AgentFields } from './agent-fields.tsx'
import { EMPTY_VALUES, type TContributeResult } from './contribute-types.ts'
import { SubmissionFailure, SubmitArea } from './submit-area.tsx'

type ManualEntryPanelProps = {
  isSignedIn: boolean
  signInHref: string
  /** The answer to a POST made without JavaScript. */
  actionResult: TContributeResult | undefined
}

/** Spec §5's manual contribution form; a plain POST, enhanced into a fetcher submission. */
function ManualEntryPanel({ isSignedIn, signInHref, actionResult }: ManualEntryPanelProps) {
  const fetcher = useFetcher<TContributeResult>({ key: 'contribute-manual' })
  const answer = fetcher.data ?? actionResult
  const failure = answer?.intent === 'submit' && answer.tab === 'manual' ? answer : undefined
  const values = failure?.values ?? EMPTY_VALUES

  return (
    <fetcher.Form method="post" className="flex flex-col gap-6">
      <input type="hidden" name="intent" value="submit" />
      <input type="hidden" name="tab" value="manual" />
      <p className="text-sm text-slate-700 dark:text-slate-300">Fields marked * are required.</p>
      <SubmissionFailure result={failure} />
      <AgentFields key={JSON.stringify(values)} values={values} errors={failure?.fieldErrors} disabled={!isSignedIn} />
      <SubmitArea isSignedIn={isSignedIn} signInHref={signInHref} isSubmitting={fetcher.state !== 'idle'} />
    </fetcher.Form>
  )
}

export { ManualEntryPanel }
