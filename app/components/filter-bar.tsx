import { useEffect, useState } from 'react'
import { Form, Link, useLocation, useSubmit } from 'react-router'
import { API_SOURCE_OPTIONS, cleanSearchParams, PRICE_RANGE_OPTIONS, PRICING_OPTIONS, RATING_OPTIONS, SORT_OPTIONS, type FilterOption } from '../lib/filters.ts'
import {
  AGENT_SOURCE_LABELS,
  AGENT_SOURCES,
  CATEGORIES,
  CATEGORY_LABELS,
  DIFFICULTIES,
  INDUSTRIES,
  INDUSTRY_LABELS,
  labelFromCode,
} from '../../server/shared/taxonomy.ts'
import { Button, buttonVariants } from '../ui/button.tsx'
import { ActiveFilterChips, type ActiveFilter } from './active-filter-chips.tsx'
import { FoldOnPhones } from './fold-on-phones.tsx'
import { SearchIcon } from '../ui/icons.tsx'
import { SearchCombobox } from './search-combobox.tsx'
import { Label } from '../ui/label.tsx'
import { Select } from '../ui/select.tsx'
import type { FacetCounts } from '../lib/facet-counts.ts'

export type FilterField = 'useCase' | 'industry' | 'category' | 'difficulty' | 'source' | 'pricing' | 'priceRange' | 'apiSource' | 'rating' | 'sort'

type FilterBarProps = {
  /** Where the GET form goes: the page itself, so a filtered view is a shareable URL. */
  action: string
  fields: FilterField[]
  values: Partial<Record<string, string>>
  facets?: FacetCounts
  /** Show the "Premium listings only" box (marketplace ?premium=true). */
  hasPremiumToggle?: boolean
  /** Show the "Hide broken links and archived repositories" box (?linkStatus=working). */
  hasWorkingLinksToggle?: boolean
  isFiltered: boolean
  /** Filters chosen elsewhere on the page (a category sidebar) that the form must keep. */
  hiddenValues?: Partial<Record<string, string>>
}

type FieldDefinition = { label: string; allLabel: string; options: FilterOption[]; facet?: keyof FacetCounts }

const FIELDS: Record<FilterField, FieldDefinition> = {
  useCase: { label: 'Industry', allLabel: 'All industries', options: INDUSTRIES.map((value) => ({ value, label: INDUSTRY_LABELS[value] })), facet: 'industry' },
  industry: { label: 'Industry', allLabel: 'All industries', options: INDUSTRIES.map((value) => ({ value, label: INDUSTRY_LABELS[value] })), facet: 'industry' },
  category: { label: 'Category', allLabel: 'All categories', options: CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })), facet: 'category' },
  difficulty: { label: 'Difficulty', allLabel: 'Any difficulty', options: DIFFICULTIES.map((value) => ({ value, label: labelFromCode(value) })), facet: 'difficulty' },
  source: { label: 'Source', allLabel: 'All sources', options: AGENT_SOURCES.map((value) => ({ value, label: AGENT_SOURCE_LABELS[value] })), facet: 'source' },
  pricing: { label: 'Pricing', allLabel: 'Any price', options: PRICING_OPTIONS },
  priceRange: { label: 'Price range', allLabel: 'Any price', options: PRICE_RANGE_OPTIONS },
  apiSource: { label: 'AI provider', allLabel: 'Any provider', options: API_SOURCE_OPTIONS },
  rating: { label: 'Minimum rating', allLabel: 'Any rating', options: RATING_OPTIONS },
  sort: { label: 'Sort by', allLabel: '', options: SORT_OPTIONS },
}

/** Facet counts after each option; options nobody could pick (0 results) are left out unless chosen. */
function withCounts(definition: FieldDefinition, selected: string | undefined, facets: FacetCounts | undefined): FilterOption[] {
  const counts = definition.facet ? facets?.[definition.facet] : undefined
  if (!counts) return definition.options

  return definition.options
    .filter((option) => (counts[option.value] ?? 0) > 0 || option.value === selected)
    .map((option) => ({ ...option, label: `${option.label} (${(counts[option.value] ?? 0).toLocaleString('en-US')})` }))
}

/** Every narrowing value as a chip label ("Difficulty: Advanced"); sort and page only order or page. */
function activeFilters(values: Partial<Record<string, string>>): ActiveFilter[] {
  const chips: ActiveFilter[] = []
  for (const [name, value] of Object.entries(values)) {
    if (!value || name === 'sort' || name === 'page') continue
    const definition = FIELDS[name as FilterField] as FieldDefinition | undefined
    if (definition) chips.push({ name, label: `${definition.label}: ${definition.options.find((option) => option.value === value)?.label ?? value}` })
    else if (name === 'search') chips.push({ name, label: `Search: “${value}”` })
    else if (name === 'premium') chips.push({ name, label: 'Premium listings only' })
    else if (name === 'linkStatus') chips.push({ name, label: value === 'working' ? 'Working links only' : `Link status: ${value}` })
  }

  return chips
}

/** Selects and boxes apply at once; the search box waits for Enter or the button. */
function isInstantControl(target: EventTarget): boolean {
  return target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === 'checkbox')
}

/**
 * A plain GET form: it works without JavaScript and puts every filter in the URL. With JavaScript
 * it drops empty fields first, so shared links stay short.
 */
function FilterBar({ action, fields, values, facets, hasPremiumToggle = false, hasWorkingLinksToggle = false, isFiltered, hiddenValues = {} }: FilterBarProps) {
  const submit = useSubmit()
  const location = useLocation()
  const chips = activeFilters({ ...values, ...hiddenValues })
  const filterCount = chips.filter((chip) => chip.name !== 'search').length
  // The keyed form below is rebuilt on each navigation: give focus back to the control just used.
  const [refocusId, setRefocusId] = useState<string | null>(null)
  useEffect(() => {
    if (refocusId) document.getElementById(refocusId)?.focus()
  }, [location.search, refocusId])
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    if (!isInstantControl(event.target)) return
    setRefocusId((event.target as HTMLElement).id || null)
    event.currentTarget.requestSubmit()
  }
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    submit(cleanSearchParams(new FormData(event.currentTarget).entries()), { method: 'get', action })
  }

  // Keyed by the URL: after a shortcut, a chip or Clear Filters, every control shows the new URL's
  // values (uncontrolled fields would otherwise keep their old ones and submit them again).
  return (
    <>
      <Form
        key={location.search}
        method="get"
        action={action}
        onSubmit={onSubmit}
        onChange={onChange}
        role="search"
        aria-label="Filter agents"
        className="card gap-4 p-4"
      >
      {Object.entries(hiddenValues).map(([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />)}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filter-search">Search</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 z-10 size-4 -translate-y-1/2 text-slate-500" />
          <SearchCombobox id="filter-search" name="search" defaultValue={values.search ?? ''} placeholder="e.g. contract review, lesson planning, invoices" className="pl-9" />
        </div>
      </div>
      <FoldOnPhones label={`Filters (${filterCount})`} defaultOpen={refocusId !== null} className="flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {fields.map((field) => {
          const definition = FIELDS[field]
          const selected = values[field]

          return (
            <div key={field} className="flex flex-col gap-1.5">
              <Label htmlFor={`filter-${field}`}>{definition.label}</Label>
              <Select id={`filter-${field}`} name={field} defaultValue={selected ?? (field === 'sort' ? 'relevance' : '')}>
                {field !== 'sort' && <option value="">{definition.allLabel}</option>}
                {withCounts(definition, selected, facets).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </div>
          )
        })}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {hasPremiumToggle && (
          <label className="check-label">
            <input id="filter-premium" type="checkbox" name="premium" value="true" defaultChecked={values.premium === 'true'} className="size-4 accent-brand-600" />
            Premium listings only
          </label>
        )}
        {hasWorkingLinksToggle && (
          <label className="check-label">
            <input id="filter-link-status" type="checkbox" name="linkStatus" value="working" defaultChecked={values.linkStatus === 'working'} className="size-4 accent-brand-600" />
            Hide broken links and archived repositories
          </label>
        )}
        <div className="ml-auto flex items-center gap-2">
          {isFiltered && (
            <Link to={action} className={buttonVariants({ variant: 'ghost' })}>
              Clear Filters
            </Link>
          )}
          <Button type="submit">Apply filters</Button>
        </div>
      </div>
      </FoldOnPhones>
    </Form>
    <ActiveFilterChips filters={chips} />
    </>
  )
}

export { FilterBar }
