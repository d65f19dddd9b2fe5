import { useState } from 'react'
import { useFetcher } from 'react-router'
import { AgentFields } from './agent-fields.tsx'
import { AlreadyListedNotice } from './already-listed-notice.tsx'
import { type TContributeResult, valuesFromExtraction } from './contribute-types.ts'
import { ExtractedFacts } from './extracted-facts.tsx'
import { Input } from '../../ui/input.tsx'
import { Field, SubmitButton } from '../../ui/form.tsx'
import { Notice } from './notice.tsx'
import { SubmissionFailure, SubmitArea } from './submit-area.tsx'

type AutoExtractPanelProps = {
  isSignedIn: boolean
  signInHref: string
  /** The answer to a POST made without JavaScript. */
  actionResult: TContributeResult | undefined
}

/**
 * Paste a GitHub or Hugging Face link; leaving the field extracts the details once (spec §4, §5:
 * only when the URL is non-empty and nothing was extracted yet), the Extract details button at any
 * time. The prefilled fields stay editable, then Submit Agent.
 */
function AutoExtractPanel({ isSignedIn, signInHref, actionResult }: AutoExtractPanelProps) {
  const extractFetcher = useFetcher<TContributeResult>({ key: 'contribute-extract' })
  const submitFetcher = useFetcher<TContributeResult>({ key: 'contribute-auto' })
  const extractAnswer = [extractFetcher.data, actionResult].find((answer) => answer?.intent === 'extract')
  const submitAnswer = [submitFetcher.data, actionResult].find((answer) => answer?.intent === 'submit' && answer.tab === 'auto')
  const extraction = extractAnswer?.intent === 'extract' ? extractAnswer : undefined
  const failure = submitAnswer?.intent === 'submit' ? submitAnswer : undefined
  const extracted = extraction?.ok ? extraction.extracted : null
  const [url, setUrl] = useState(extraction?.url ?? '')
  const [triedUrl, setTriedUrl] = useState<string | null>(null)
  const isExtracting = extractFetcher.state !== 'idle'
  const values = failure?.values ?? (extracted ? valuesFromExtraction(extracted) : null)

  const extractOnBlur = () => {
    const value = url.trim()
    // A failed link is not retried on every blur: the button asks again.
    if (!isSignedIn || !value || extracted || isExtracting || value === triedUrl) return
    setTriedUrl(value)
    void extractFetcher.submit({ intent: 'extract', url: value }, { method: 'post' })
  }
  const urlError = extraction && !extraction.ok && !extraction.description ? extraction.message : undefined

  return (
    <div className="flex flex-col gap-6">
      <extractFetcher.Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="extract" />
        <Field label="GitHub or Hugging Face link" name="url" error={urlError} hint="For example https://github.com/owner/repository or https://huggingface.co/owner/model." marker="required">
          {(control) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                {...control}
                name="url"
                type="url"
                required
                placeholder="https://github.com/owner/repository"
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                onBlur={extractOnBlur}
                disabled={!isSignedIn}
              />
              {isSignedIn && (
                <SubmitButton variant="outline" isPending={isExtracting} pendingLabel="Extracting…">
                  Extract details
                </SubmitButton>
              )}
            </div>
          )}
        </Field>
        {isExtracting && (
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            Reading the repository…
          </p>
        )}
        {extraction && !extraction.ok && extraction.description && (
          <Notice tone="error" title={extraction.message}>
            <p>{extraction.description}</p>
          </Notice>
        )}
      </extractFetcher.Form>

      {!isSignedIn && <SubmitArea isSignedIn={false} signInHref={signInHref} isSubmitting={false} />}
      {extracted && <ExtractedFacts extracted={extracted} />}
      {extracted?.alreadyListed ? (
        <AlreadyListedNotice agentUrl={extracted.alreadyListed.agentUrl} claimUrl={extracted.alreadyListed.claimUrl} agentName={extracted.alreadyListed.agentName} />
      ) : (
        values && (
          <submitFetcher.Form method="post" className="flex flex-col gap-6">
            <input type="hidden" name="intent" value="submit" />
            <input type="hidden" name="tab" value="auto" />
            <SubmissionFailure result={failure} />
            <AgentFields key={JSON.stringify(values)} values={values} errors={failure?.fieldErrors} />
            <SubmitArea isSignedIn={isSignedIn} signInHref={signInHref} isSubmitting={submitFetcher.state !== 'idle'} />
          </submitFetcher.Form>
        )
      )}
    </div>
  )
}

export { AutoExtractPanel }
