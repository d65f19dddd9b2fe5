import { Link } from 'react-router'
import { COMPARE_LIMIT, compareHref, useCompareSelection, writeCompareSelection } from '../../lib/compare-selection.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { Button, buttonVariants } from '../../ui/button.tsx'

type CompareToggleProps = { agent: { id: number; name: string } }

/**
 * Add to / remove from the comparison (up to four), with a link to the comparison once this agent
 * is in it. Without JavaScript it is a link that opens the comparison with this agent.
 */
function CompareToggle({ agent }: CompareToggleProps) {
  const isHydrated = useHydrated()
  const selection = useCompareSelection()
  const isSelected = selection.includes(agent.id)
  const isFull = !isSelected && selection.length >= COMPARE_LIMIT

  if (!isHydrated) {
    return (
      // No `data-discover` on every card: /compare is found when followed (decision 034).
      <Link discover="none" to={compareHref([agent.id])} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        Compare<span className="sr-only">{` ${agent.name}`}</span>
      </Link>
    )
  }

  const toggle = () => writeCompareSelection(isSelected ? selection.filter((id) => id !== agent.id) : [...selection, agent.id])

  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="outline" size="sm" aria-pressed={isSelected} disabled={isFull} onClick={toggle} title={isFull ? `You can compare up to ${COMPARE_LIMIT} agents` : undefined}>
        {isSelected ? 'In compare' : isFull ? 'Compare full' : 'Add to compare'}
        <span className="sr-only">{` ${agent.name}`}</span>
      </Button>
      {isSelected && (
        <Link to={compareHref(selection)} className={buttonVariants({ variant: 'link', size: 'sm' })}>
          Compare ({selection.length})
        </Link>
      )}
    </span>
  )
}

export { CompareToggle }
