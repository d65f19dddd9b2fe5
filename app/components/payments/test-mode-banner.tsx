import { FormMessage } from '../../ui/form.tsx'

/** Shown wherever a payment could be made while the provider is in test mode: nothing real is charged. */
function TestModeBanner() {
  return (
    <p role="note" className="rounded-md border-2 border-dashed border-amber-500 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      TEST MODE: no real card is charged. Card 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.
    </p>
  )
}

/** Production without Stripe keys: nothing pretends to charge. */
function PaymentsNotConfigured() {
  return (
    <FormMessage isError>Payment system is not configured</FormMessage>
  )
}

export { PaymentsNotConfigured, TestModeBanner }
