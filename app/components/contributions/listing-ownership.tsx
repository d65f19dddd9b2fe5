import { Link } from 'react-router'
import { buttonVariants } from '../../ui/button.tsx'

export type TListingOwnershipView = {
  ownerName: string | null
  isOwner: boolean
  canClaim: boolean
  isSignedIn: boolean
}

/**
 * On the agent page: who manages the listing, the owner's Edit link, or "Claim this listing" for
 * signed-in members on unowned agents (visitors are asked to sign in first).
 */
function ListingOwnership({ agentId, ownership }: { agentId: number; ownership: TListingOwnershipView }) {
  if (ownership.isOwner) {
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm">
        You manage this listing.
        <Link to={`/agents/${agentId}/edit`} className={buttonVariants({ size: 'sm' })}>
          Edit listing
        </Link>
      </p>
    )
  }
  if (ownership.ownerName) return <p className="text-sm text-slate-700 dark:text-slate-300">Managed by its builder, {ownership.ownerName}.</p>
  if (ownership.isSignedIn && !ownership.canClaim) return <p className="text-sm text-slate-700 dark:text-slate-300">Managed by its builder.</p>
  const claimPath = `/agents/${agentId}/claim`

  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      You build this agent?{' '}
      <Link to={ownership.isSignedIn ? claimPath : `/sign-in?redirectTo=${encodeURIComponent(claimPath)}`} className="font-medium text-brand-700 underline dark:text-brand-100">
        Claim this listing
      </Link>
    </p>
  )
}

export { ListingOwnership }
