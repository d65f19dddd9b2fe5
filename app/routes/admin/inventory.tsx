import { Form } from 'react-router'
import { requireAdmin } from '../../lib/guards.server.ts'
import { getInventory } from '../../../server/admin/index.ts'
import { INVENTORY_VIEWS, categoryLabel, type TInventoryView } from '../../components/admin/category-label.ts'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { Input } from '../../ui/input.tsx'
import { Label } from '../../ui/label.tsx'
import { Select } from '../../ui/select.tsx'
import type { Route } from './+types/inventory'

export function meta() {
  return [{ title: 'Inventory | Admin | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

function readView(value: string | null): TInventoryView {
  return INVENTORY_VIEWS.find((view) => view.key === value) ?? INVENTORY_VIEWS[0]
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const view = readView(url.searchParams.get('breakdown'))
  const search = (url.searchParams.get('q') ?? '').trim().slice(0, 100)

  return { inventory: await getInventory(), viewKey: view.key, search }
}

const numberFormat = new Intl.NumberFormat('en')

function freePercentage(free: number, total: number): number {
  return total === 0 ? 0 : Math.round((free / total) * 1000) / 10
}

export default function AdminInventory({ loaderData }: Route.ComponentProps) {
  const { inventory, viewKey, search } = loaderData
  const view = readView(viewKey)
  const needle = search.toLowerCase()
  const categories = inventory[view.field].filter((entry) => !needle || entry.category.includes(needle) || categoryLabel(view.key, entry.category).toLowerCase().includes(needle))
  const overview = [
    { label: 'Total agents', value: inventory.overview.total, note: 'live in the catalogue' },
    { label: 'Free', value: inventory.overview.free, note: `${inventory.overview.freePercentage}% without premium placement` },
    { label: 'Premium', value: inventory.overview.paid, note: `${inventory.overview.paidPercentage}% paid or granted by an admin` },
    { label: 'Top tags', value: inventory.topTags.length, note: 'the most used tags, up to 20' },
  ]

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Inventory</h1>
        <p className="text-slate-700 dark:text-slate-300">Every live agent, free against premium, counted now from the catalogue.</p>
      </div>

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Overview">
        {overview.map((card) => (
          <li key={card.label}>
            <Card className="gap-1 p-5">
              <span className="text-sm font-medium text-slate-700 dark:text-slate-300">{card.label}</span>
              <span className="text-3xl font-bold">{numberFormat.format(card.value)}</span>
              <span className="text-xs text-slate-600 dark:text-slate-300">{card.note}</span>
            </Card>
          </li>
        ))}
      </ul>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="breakdown-heading" className="flex flex-col gap-4">
          <h2 id="breakdown-heading" className="text-xl font-semibold">
            By {view.label.toLowerCase()}
          </h2>
          <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label="Inventory breakdown">
            <div className="flex min-w-48 flex-col gap-1.5">
              <Label htmlFor="inventory-breakdown">Breakdown</Label>
              <Select id="inventory-breakdown" name="breakdown" defaultValue={view.key}>
                {INVENTORY_VIEWS.map((option) => (
                  <option key={option.key} value={option.key}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex min-w-48 flex-1 flex-col gap-1.5">
              <Label htmlFor="inventory-search">Search categories</Label>
              <Input id="inventory-search" name="q" type="search" defaultValue={search} />
            </div>
            <Button type="submit" variant="outline">
              Show
            </Button>
          </Form>
          {categories.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">No category matches “{search}”.</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={`Agents by ${view.label.toLowerCase()}`}>
              {categories.map((entry) => {
                const percentage = freePercentage(entry.free, entry.total)

                return (
                  <li key={entry.category} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="font-semibold">{categoryLabel(view.key, entry.category)}</span>
                      <span className="text-sm text-slate-700 dark:text-slate-300">
                        {numberFormat.format(entry.total)} total · {numberFormat.format(entry.free)} free · {numberFormat.format(entry.paid)} premium
                      </span>
                    </div>
                    <div
                      role="meter"
                      aria-label={`${categoryLabel(view.key, entry.category)}: free share`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={percentage}
                      aria-valuetext={`${percentage}% free`}
                      className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                    >
                      <div className="h-full bg-emerald-600" style={{ width: `${percentage}%` }} />
                    </div>
                    <span className="text-xs text-slate-600 dark:text-slate-300">{percentage}% free</span>
                  </li>
                )
              })}
            </ul>
          )}
        </section>

        <section aria-labelledby="tags-heading" className="flex flex-col gap-3">
          <h2 id="tags-heading" className="text-xl font-semibold">
            Top tags
          </h2>
          {inventory.topTags.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">No agent has tags yet.</p>
          ) : (
            <ol className="flex flex-col gap-1">
              {inventory.topTags.map((entry) => (
                <li key={entry.tag} className="flex justify-between gap-2 border-b border-slate-100 py-1 text-sm dark:border-slate-800">
                  <span>{entry.tag}</span>
                  <span className="text-slate-700 dark:text-slate-300">{numberFormat.format(entry.count)}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  )
}
