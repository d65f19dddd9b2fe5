import { useContext } from 'react'
import { UNSAFE_FrameworkContext } from 'react-router'
import { PREFERENCES_SCRIPT } from '../lib/preferences.ts'

/**
 * Applies the stored accessibility and dark-mode choices before the first paint (no flash).
 * Inline on purpose, so it carries the Content-Security-Policy nonce that app/entry.server.tsx
 * hands to <ServerRouter> (the same one <Scripts> uses).
 */
function PreferencesScript() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce

  // Browsers hide a nonce from the DOM after parsing, so the client never sees the server's value.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: PREFERENCES_SCRIPT }} />
}

export { PreferencesScript }
