import { useHydrated } from '../../lib/use-hydrated.ts'

/**
 * Marks a form sent by a fetcher once the page is hydrated: the action then answers with data
 * instead of redirecting, which it does for plain posts without JavaScript.
 */
function EnhancedField() {
  return useHydrated() ? <input type="hidden" name="enhanced" value="1" /> : null
}

export { EnhancedField }
