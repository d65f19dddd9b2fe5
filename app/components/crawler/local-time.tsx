import { useHydrated } from '../../lib/use-hydrated.ts'

/**
 * A timestamp in the reader's own time zone. The server does not know it, so server rendering
 * prints UTC and the browser rewrites it after hydration; the <time> element carries the instant.
 */
function LocalTime({ iso }: { iso: string }) {
  const isHydrated = useHydrated()
  const date = new Date(iso)
  const text = isHydrated
    ? date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`

  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  )
}

export { LocalTime }
