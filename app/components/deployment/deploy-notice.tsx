import { Link } from 'react-router'
import { Notice } from '../contributions/notice.tsx'

export type TDeployNotice = { intent: 'deploy'; ok: boolean; title: string; message: string; guideUrl?: string; needsSignIn?: boolean }

/** The spec's deployment toasts, kept on the page. */
export function DeployNotice({ result }: { result: TDeployNotice | undefined }) {
  if (!result || result.intent !== 'deploy') return null

  return (
    <Notice tone={result.ok ? 'success' : 'error'} title={result.title}>
      <p>{result.message}</p>
      {result.guideUrl ? <Link to={result.guideUrl} className="font-medium underline">Open the deployment guide</Link> : null}
      {result.ok && !result.guideUrl ? <Link to="/account#deployment-requests" className="font-medium underline">Your deployment requests</Link> : null}
    </Notice>
  )
}
