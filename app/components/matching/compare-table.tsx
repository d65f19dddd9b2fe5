import { Link } from 'react-router'
import { agentPath } from '../../lib/agent-links.ts'
import { compareHref } from '../../lib/compare-selection.ts'
import type { CompareRow } from '../../lib/compare-rows.ts'
import { cn } from '../../lib/cn.ts'
import { Badge } from '../../ui/badge.tsx'
import { SaveButton } from './save-button.tsx'

type CompareTableProps = {
  agents: { id: number; slug: string; name: string }[]
  rows: CompareRow[]
}

/**
 * The agents as columns and their fields as rows; rows where they differ are tinted and say so.
 * On small screens the table scrolls sideways with the field names kept in view.
 */
function CompareTable({ agents, rows }: CompareTableProps) {
  const ids = agents.map((agent) => agent.id)

  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700" role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption id="compare-caption" className="sr-only">
          Comparison of {agents.map((agent) => agent.name).join(', ')}
        </caption>
        <thead>
          <tr className="bg-slate-50 dark:bg-slate-800">
            <td className="sticky left-0 bg-slate-50 p-3 dark:bg-slate-800" />
            {agents.map((agent) => (
              <th key={agent.id} scope="col" className="min-w-44 p-3 text-left align-top">
                <Link to={agentPath(agent)} className="text-base font-semibold text-brand-700 hover:underline dark:text-brand-100">
                  {agent.name}
                </Link>
                <div className="mt-2 flex flex-wrap items-center gap-2 font-normal">
                  <SaveButton agent={agent} />
                  <Link to={compareHref(ids.filter((id) => id !== agent.id))} className="text-xs text-slate-700 underline dark:text-slate-300">
                    Remove<span className="sr-only"> {agent.name} from the comparison</span>
                  </Link>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className={cn('border-t border-slate-200 dark:border-slate-700', row.differs && 'bg-amber-50 dark:bg-amber-950')}>
              <th scope="row" className={cn('sticky left-0 w-40 p-3 text-left align-top font-medium', row.differs ? 'bg-amber-50 dark:bg-amber-950' : 'bg-white dark:bg-slate-900')}>
                {row.label}
                {row.differs && (
                  <Badge variant="warning" className="ml-2">
                    Differs
                  </Badge>
                )}
              </th>
              {row.values.map((value, index) => (
                <td key={ids[index]} className={cn('p-3 align-top', row.label === 'Description' && 'min-w-56 text-slate-700 dark:text-slate-300')}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export { CompareTable }
