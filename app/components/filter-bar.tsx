import { Form, Link, useSubmit } from 'react-router'
import { cleanSearchParams, PRICE_RANGE_OPTIONS, PRICING_OPTIONS, RATING_OPTIONS, SORT_OPTIONS, type FilterOption } from '../lib/filters.ts'
import {
  AGENT_SOURCE_LABELS,
  AGENT_SOURCES,
  CATEGORIES,
  CATEGORY_LABELS,
  DIFFICULTIES,
  INDUSTRIES,
  INDUSTRY_LABELS,
  labelFromCode,
} from '../lib/taxonomy.ts'
import { Button, buttonVariants } from '../ui/button.tsx'
import { SearchIcon } from '../ui/icons.tsx'
import { Input } from '../ui/input.tsx'
import { Label } from '../ui/label.tsx'
import { Select } from '../ui/select.tsx'

export type FilterField = 'useCase' | 'industry' | 'category' | 'difficulty' | 'source' | 'pricing' | 'priceRange' | 'rating' | 'sort'

type FacetCounts = Partial<Record<'industry' | 'category' | 'difficulty' | 'source', { value: string; count: number }[]>>

type FilterBarProps = {
  /** Where the GET form goes: the page itself, so a filtered view is a shareable URL. */
  action: string
  fields: FilterField[]
  values: Partial<Record<string, string>>
  facets?: FacetCounts
  /** Show the "Premium listings only" box (marketplace ?premium=true). */
  hasPremiumToggle?: boolean
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
  rating: { label: 'Minimum rating', allLabel: 'Any rating', options: RATING_OPTIONS },
  sort: { label: 'Sort by', allLabel: '', options: SORT_OPTIONS },
}

/** Facet counts after each option; options nobody could pick (0 results) are left out unless chosen. */
function withCounts(definition: FieldDefinition, selected: string | undefined, facets: FacetCounts | undefined): FilterOption[] {
  const counts = definition.facet ? facets?.[definition.facet] : undefined
  if (!counts) return definition.options
  const byValue = new Map(counts.map((entry) => [entry.value, entry.count]))

  return definition.options
    .filter((option) => (byValue.get(option.value) ?? 0) > 0 || option.value === selected)
    .map((option) => ({ ...option, label: `${option.label} (${(byValue.get(option.value) ?? 0).toLocaleString('en-US')})` }))
}

/**
 * A plain GET form: it works without JavaScript and puts every filter in the URL. With JavaScript
 * it drops empty fields first, so shared links stay short.
 */
function FilterBar({ action, fields, values, facets, hasPremiumToggle = false, isFiltered, hiddenValues = {} }: FilterBarProps) {
  const submit = useSubmit()
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    submit(cleanSearchParams(new FormData(event.currentTarget).entries()), { method: 'get', action })
  }

  return (
    <Form method="get" action={action} onSubmit={onSubmit} role="search" aria-label="Filter agents" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      {Object.entries(hiddenValues).map(([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />)}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="filter-search">Search</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <Input id="filter-search" type="search" name="search" defaultValue={values.search ?? ''} placeholder="e.g. contract review, lesson planning, invoices" className="pl-9" />
        </div>
      </div>
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
          <label className="mr-auto inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input type="checkbox" name="premium" value="true" defaultChecked={values.premium === 'true'} className="size-4 accent-brand-600" />
            Premium listings only
          </label>
        )}
        <div className="ml-auto flex items-center gap-2">
          {isFiltered && (
            <Link to={action} className={buttonVariants({ variant: 'ghost' })}>
              Reset
            </Link>
          )}
          <Button type="submit">Apply filters</Button>
        </div>
      </div>
    </Form>
  )
}

export { FilterBar }
