import { useRef } from 'react'
import { Link, useNavigate } from 'react-router'
import { cn } from '../../lib/cn.ts'
import type { TContributeTab } from './contribute-types.ts'

const TABS: { value: TContributeTab; label: string }[] = [
  { value: 'auto', label: 'Auto-Extract' },
  { value: 'manual', label: 'Manual Entry' },
]

type ContributeTabsProps = {
  selected: TContributeTab
  panels: Record<TContributeTab, React.ReactNode>
}

/**
 * WAI-ARIA tabs whose tabs are links (?tab=manual), so they work before JavaScript too. Both panels
 * stay mounted (the hidden one keeps what was typed); arrow keys, Home and End move between tabs.
 */
function ContributeTabs({ selected, panels }: ContributeTabsProps) {
  const navigate = useNavigate()
  const tabRefs = useRef<Record<TContributeTab, HTMLAnchorElement | null>>({ auto: null, manual: null })
  const select = (tab: TContributeTab) => {
    tabRefs.current[tab]?.focus()
    void navigate(`?tab=${tab}`, { replace: true, preventScrollReset: true })
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    const position = TABS.findIndex((tab) => tab.value === selected)
    const next =
      event.key === 'ArrowRight' ? TABS[(position + 1) % TABS.length] : event.key === 'ArrowLeft' ? TABS[(position + TABS.length - 1) % TABS.length] : event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS.at(-1) : null
    if (!next) return
    event.preventDefault()
    select(next.value)
  }

  return (
    <div className="flex flex-col gap-6">
      <div role="tablist" aria-label="How to contribute" className="flex gap-2 border-b border-slate-200 dark:border-slate-700" onKeyDown={onKeyDown}>
        {TABS.map((tab) => {
          const isSelected = tab.value === selected

          return (
            <Link
              key={tab.value}
              ref={(element) => {
                tabRefs.current[tab.value] = element
              }}
              to={`?tab=${tab.value}`}
              replace
              preventScrollReset
              role="tab"
              id={`tab-${tab.value}`}
              aria-selected={isSelected}
              aria-controls={`panel-${tab.value}`}
              tabIndex={isSelected ? 0 : -1}
              className={cn(
                '-mb-px border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                isSelected ? 'border-brand-600 text-brand-700 dark:text-brand-100' : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
              )}
            >
              {tab.label}
            </Link>
          )
        })}
      </div>
      {TABS.map((tab) => (
        <div key={tab.value} role="tabpanel" id={`panel-${tab.value}`} aria-labelledby={`tab-${tab.value}`} hidden={tab.value !== selected} tabIndex={0}>
          {panels[tab.value]}
        </div>
      ))}
    </div>
  )
}

export { ContributeTabs }
