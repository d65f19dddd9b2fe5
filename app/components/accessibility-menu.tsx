import { useEffect, useState } from 'react'
import { cn } from '../lib/cn.ts'
import {
  applyPreferences,
  clampTextSize,
  DEFAULT_PREFERENCES,
  parsePreferences,
  PREFERENCES_STORAGE_KEY,
  TEXT_SIZE,
  type Preferences,
} from '../lib/preferences.ts'
import { useReadAloud } from '../lib/read-aloud.ts'
import { useHydrated } from '../lib/use-hydrated.ts'
import { Button } from '../ui/button.tsx'
import { Disclosure } from '../ui/disclosure.tsx'
import { AccessibilityIcon, SpeakerIcon, StopIcon } from '../ui/icons.tsx'

type ToggleKey = Exclude<keyof Preferences, 'textSize'>

const TOGGLES: { key: ToggleKey; label: string; hint: string }[] = [
  { key: 'highContrast', label: 'High contrast', hint: 'Stronger text and borders, underlined links' },
  { key: 'focusMode', label: 'Focus mode', hint: 'Dims the header and footer, bolder focus outline' },
  { key: 'simpleView', label: 'Simple view', hint: 'Hides decoration and motion' },
  { key: 'darkMode', label: 'Dark mode', hint: 'Light text on a dark background' },
]

/** Loads what the before-paint script already applied, then keeps <html> and storage in step. */
function usePreferences() {
  const [preferences, setPreferences] = useState<Preferences>(DEFAULT_PREFERENCES)

  useEffect(() => {
    const stored = parsePreferences(window.localStorage.getItem(PREFERENCES_STORAGE_KEY))
    // Without a stored choice the script followed the operating system's dark mode.
    setPreferences({ ...stored, darkMode: document.documentElement.classList.contains('dark') })
  }, [])

  const update = (next: Preferences) => {
    setPreferences(next)
    applyPreferences(document.documentElement, next)
    try {
      window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(next))
    } catch {
      // Private browsing can refuse storage; the choice still applies to this page.
    }
  }

  return { preferences, update }
}

function ReadAloudControl() {
  const { state, isSupported, start, stop } = useReadAloud()
  const isSpeaking = state === 'speaking'

  return (
    <div className="flex flex-col gap-1">
      <Button variant={isSpeaking ? 'secondary' : 'outline'} size="sm" disabled={!isSupported} onClick={isSpeaking ? stop : start}>
        {isSpeaking ? <StopIcon /> : <SpeakerIcon />}
        {isSpeaking ? 'Stop reading' : 'Read page aloud'}
      </Button>
      <p className="text-xs text-slate-600 dark:text-slate-300" aria-live="polite">
        {isSupported ? (isSpeaking ? 'Speaking…' : 'Idle. Reads your selection, or the main content.') : 'Read aloud needs a browser with speech synthesis.'}
      </p>
    </div>
  )
}

/**
 * The accessibility panel (spec §2): collapsed by default; text size, high contrast, focus mode,
 * simple view, read-aloud and dark mode, remembered in this browser. Its toggle sits in the header
 * rather than floating over the page, so it never covers content or a control (issue 20).
 */
function AccessibilityMenu() {
  const isHydrated = useHydrated()
  const { preferences, update } = usePreferences()
  const changeTextSize = (delta: number) => update({ ...preferences, textSize: clampTextSize(preferences.textSize + delta) })

  return (
    <Disclosure
      className="sm:relative"
      isMenu
      triggerClassName="icon-button focus-visible:outline-offset-2"
      trigger={
        <>
          <AccessibilityIcon className="size-5" />
          <span className="sr-only">Accessibility options</span>
        </>
      }
      panelClassName="absolute inset-x-4 top-full z-40 mt-2 rounded-xl sm:inset-x-auto sm:right-0 sm:w-72 border border-slate-200 bg-white p-4 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 className="text-base font-semibold">Accessibility</h2>
      {/* The controls need JavaScript, so they are rendered only once it runs: no dead markup on every page. */}
      {!isHydrated ? (
        <p className="mt-2 text-sm">These settings need JavaScript and appear once the page has loaded. Your browser&apos;s zoom and contrast settings work without it.</p>
      ) : (
        <div className="mt-3 flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">Text size</legend>
            <div className="flex items-center gap-2">
              <Button variant="outline" size="sm" aria-label="Decrease text size" disabled={preferences.textSize <= TEXT_SIZE.min} onClick={() => changeTextSize(-TEXT_SIZE.step)}>
                A−
              </Button>
              <output className="w-12 text-center text-sm tabular-nums" aria-live="polite">
                {preferences.textSize}px
              </output>
              <Button variant="outline" size="sm" aria-label="Increase text size" disabled={preferences.textSize >= TEXT_SIZE.max} onClick={() => changeTextSize(TEXT_SIZE.step)}>
                A+
              </Button>
              <Button variant="ghost" size="sm" disabled={preferences.textSize === TEXT_SIZE.initial} onClick={() => update({ ...preferences, textSize: TEXT_SIZE.initial })}>
                Reset
              </Button>
            </div>
          </fieldset>
          <ul className="flex flex-col gap-2">
            {TOGGLES.map((toggle) => (
              <li key={toggle.key}>
                <button
                  type="button"
                  aria-pressed={preferences[toggle.key]}
                  onClick={() => update({ ...preferences, [toggle.key]: !preferences[toggle.key] })}
                  className="flex w-full items-center justify-between gap-3 rounded-md px-2 py-1.5 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 dark:hover:bg-slate-800"
                >
                  <span className="flex flex-col">
                    <span className="text-sm font-medium">{toggle.label}</span>
                    <span className="text-xs text-slate-600 dark:text-slate-300">{toggle.hint}</span>
                  </span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'relative h-5 w-9 shrink-0 rounded-full transition-colors',
                      preferences[toggle.key] ? 'bg-brand-600' : 'bg-slate-300 dark:bg-slate-600',
                    )}
                  >
                    <span className={cn('absolute top-0.5 left-0.5 size-4 rounded-full bg-white transition-transform', preferences[toggle.key] && 'translate-x-4')} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <ReadAloudControl />
        </div>
      )}
    </Disclosure>
  )
}

export { AccessibilityMenu }
