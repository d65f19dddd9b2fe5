import { lazy, Suspense } from 'react'
import { useCurrentToast } from '../lib/toast.ts'

const ToastCard = lazy(() => import('./toast-card.tsx'))

/**
 * Where toasts appear (spec §9): one at a time, bottom right, at most 420 px wide from medium
 * screens. The region exists from the first render so screen readers hear what is put in it.
 */
function Toaster() {
  const toast = useCurrentToast()

  return (
    <section aria-label="Notifications" aria-live="polite" className="toaster">
      {toast ? (
        <Suspense fallback={null}>
          <ToastCard key={toast.id} toast={toast} />
        </Suspense>
      ) : null}
    </section>
  )
}

export { Toaster }
