import { Link } from 'react-router'
import { Notice } from './notice.tsx'

type AlreadyListedNoticeProps = { agentUrl: string; claimUrl: string; agentName?: string; message?: string }

/** The 409 answer: the agent is in the catalogue already; see it, or claim it if you build it. */
function AlreadyListedNotice({ agentUrl, claimUrl, agentName, message }: AlreadyListedNoticeProps) {
  return (
    <Notice tone="info" title="This agent is already listed">
      <p>{message ?? `${agentName ?? 'This agent'} is in the marketplace already, so there is nothing to submit.`}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <Link to={agentUrl} className="font-medium underline">
          View the listing
        </Link>
        <Link to={claimUrl} className="font-medium underline">
          You build it? Claim this listing
        </Link>
      </p>
    </Notice>
  )
}

export { AlreadyListedNotice }
