import { PREFERENCES_SCRIPT } from '../lib/preferences.ts'

/**
 * Applies the stored accessibility and dark-mode choices before the first paint (no flash).
 * Inline on purpose; it carries the Content-Security-Policy nonce when the server sets one.
 */
function PreferencesScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PREFERENCES_SCRIPT }} />
}

export { PreferencesScript }
