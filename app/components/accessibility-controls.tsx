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
import { Button } from '../ui/button.tsx'
import { SpeakerIcon, StopIcon } from '../ui/icons.tsx'

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
 * The accessibility panel's controls (spec §2): text size, high contrast, focus mode, simple view,
 * dark mode and read-aloud. Loaded the first time the panel opens (accessibility-menu.tsx), so no
 * page's first load carries them (decision 034).
 */
function AccessibilityControls() {
  const { preferences, update } = usePreferences()
  const changeTextSize = (delta: number) => update({ ...preferences, textSize: clampTextSize(preferences.textSize + delta) })

  return (
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
  )
}

export default AccessibilityControls
