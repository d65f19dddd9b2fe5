import { lazy, Suspense, useState } from 'react'
import { useHydrated } from '../lib/use-hydrated.ts'
import { Disclosure } from '../ui/disclosure.tsx'
import { AccessibilityIcon } from '../ui/icons.tsx'

const AccessibilityControls = lazy(() => import('./accessibility-controls.tsx'))

/**
 * The accessibility panel (spec §2): collapsed by default; text size, high contrast, focus mode,
 * simple view, read-aloud and dark mode, remembered in this browser. Its toggle sits in the header
 * rather than floating over the page, so it never covers content or a control (issue 20).
 */
function AccessibilityMenu() {
  const isHydrated = useHydrated()
  // The controls' code arrives the first time the panel opens; they stay mounted after (read-aloud keeps speaking).
  const [wasOpened, setWasOpened] = useState(false)

  return (
    <Disclosure
      className="sm:relative"
      isMenu
      onOpen={() => setWasOpened(true)}
      triggerClassName="icon-button focus-visible:outline-offset-2"
      trigger={
        <>
          <AccessibilityIcon className="size-5" />
          <span className="sr-only">Accessibility options</span>
        </>
      }
      panelClassName="settings-panel"
    >
      <h2 className="text-base font-semibold">Accessibility</h2>
      {/* The controls need JavaScript, so they are rendered only once it runs: no dead markup on every page. */}
      {!isHydrated ? (
        <p className="mt-2 text-sm">These settings need JavaScript and appear once the page has loaded. Your browser&apos;s zoom and contrast settings work without it.</p>
      ) : (
        wasOpened && (
          <Suspense fallback={<p className="mt-2 text-sm">Loading the settings…</p>}>
            <AccessibilityControls />
          </Suspense>
        )
      )}
    </Disclosure>
  )
}

export { AccessibilityMenu }
