import { Form } from 'react-router'
import type { TClaim } from '../../../server/contributions/claims.schemas.ts'
import { SubmitButton } from '../../ui/form.tsx'

type ClaimStatusProps = { claim: TClaim }

/** Where the viewer's claim stands, with the code and the Verify button while it is open. */
function ClaimStatus({ claim }: ClaimStatusProps) {
  if (claim.status === 'rejected') {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Your last claim was not approved{claim.note ? `: ${claim.note}` : '.'} You can claim again.
      </p>
    )
  }
  if (claim.status !== 'pending') return <p>Your claim was {claim.status}. You manage this listing.</p>
  if (claim.method === 'admin') {
    return <p>Your claim is waiting for an admin. We will email you when it is decided.</p>
  }

  return (
    <div className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-2 pl-5">
        <li>
          Copy this code:
          <code className="mt-1 block rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all select-all dark:bg-slate-800">{claim.verificationCode}</code>
        </li>
        <li>
          Add it to the README.md of <strong>{claim.repository}</strong> on its default branch (an HTML comment is fine), or put it in a file named{' '}
          <code>.agent-atlas</code> at the repository’s root.
        </li>
        <li>Commit, wait a minute for GitHub to show the change, then press Verify.</li>
      </ol>
      {claim.note && <p className="text-sm text-slate-700 dark:text-slate-300">Last check: {claim.note}</p>}
      <Form method="post">
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="claimId" value={claim.id} />
        <SubmitButton matches={{ intent: 'verify' }} pendingLabel="Checking…">
          Verify
        </SubmitButton>
      </Form>
    </div>
  )
}

export { ClaimStatus }
