import { Badge } from '../ui/badge.tsx'
import { AlertIcon } from '../ui/icons.tsx'

/** Flags the crawler's link checks raise: a link that answered 404/410, an archived repository. */
function LinkHealthBadges({ linkStatus, isArchived }: { linkStatus: string; isArchived: boolean }) {
  if (linkStatus !== 'dead' && !isArchived) return null

  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {linkStatus === 'dead' && (
        <Badge variant="warning">
          <AlertIcon />
          Link appears broken
        </Badge>
      )}
      {isArchived && <Badge variant="warning">Archived by its owner</Badge>}
    </span>
  )
}

export { LinkHealthBadges }
