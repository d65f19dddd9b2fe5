import { useEffect } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import { markSaved, useSavedAgents } from '../../lib/saved-agents-store.ts'
import { useRootData } from '../../lib/root-data.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { Button } from '../../ui/button.tsx'

type SaveButtonProps = { agent: { id: number; name: string } }

/** What the /account/saved action answers a script (a plain form gets a redirect back instead). */
type SaveActionResult = { agentId: number; saved: boolean } | { ok: false; message?: string; fieldErrors?: Record<string, string> }

/**
 * Save or unsave for members. A plain form posting to /account/saved, which sends visitors to sign
 * in and everyone back to this page; with JavaScript it stays on the page and shows the state.
 */
function SaveButton({ agent }: SaveButtonProps) {
  const isHydrated = useHydrated()
  const rootData = useRootData()
  const saved = useSavedAgents(rootData?.user?.id ?? null)
  const fetcher = useFetcher<SaveActionResult>()
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const result = fetcher.data

  useEffect(() => {
    if (result && 'saved' in result) markSaved(result.agentId, result.saved)
  }, [result])

  if (saved.status === 'visitor') {
    return (
      // `.link-xs` (app/app.css) and no `data-discover` (sign-in is found when followed): 24 cards repeat it.
      <Link discover="none" to={`/sign-in?redirectTo=${encodeURIComponent(here)}`} className="link-xs">
        Sign in to save<span className="sr-only">{` ${agent.name}`}</span>
      </Link>
    )
  }

  const isSaved = saved.status === 'member' && saved.ids.has(agent.id)
  const isBusy = fetcher.state !== 'idle'

  return (
    <fetcher.Form method="post" action="/account/saved" className="inline-flex items-center gap-2">
      <input type="hidden" name="agentId" value={agent.id} />
      <input type="hidden" name="intent" value={isSaved ? 'unsave' : 'save'} />
      {/* Where a visitor returns after signing in, and where a plain form lands afterwards. */}
      <input type="hidden" name="returnTo" value={here} />
      {/* A script's request wants the answer instead of a redirect. */}
      {isHydrated && <input type="hidden" name="enhanced" value="true" />}
      <Button type="submit" variant={isSaved ? 'secondary' : 'outline'} size="sm" aria-pressed={isHydrated && saved.status === 'member' ? isSaved : undefined} disabled={isBusy}>
        {isSaved ? 'Saved' : 'Save'}
        <span className="sr-only">{` ${agent.name}`}</span>
      </Button>
      {result && 'ok' in result && (
        <span role="alert" className="text-xs text-red-700 dark:text-red-300">
          {result.message ?? 'Could not save. Reload the page and try again.'}
        </span>
      )}
    </fetcher.Form>
  )
}

export { SaveButton }
