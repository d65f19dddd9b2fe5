import type { TClaim } from './claims.schemas.ts'

/** What the claimant does next, for the API answer and the claim page. */
export function claimInstructions(claim: TClaim): string {
  if (claim.status === 'verified' || claim.status === 'approved') return `You manage ${claim.agentName} now. Edit the listing from its page.`
  if (claim.status === 'rejected') return `This claim was not approved${claim.note ? `: ${claim.note}` : '.'} You can start a new claim.`
  if (claim.method === 'admin') {
    return `An admin will check that you build ${claim.agentName} and approve or reject the claim. You will get an email when it is decided.`
  }

  return `Add the line ${claim.verificationCode ?? '(your code)'} to the README.md of ${claim.repository} on its default branch, or put it in a file named .agent-atlas at the repository's root. Then press Verify. GitHub can take a few minutes to show a new commit.`
}
