import { AgentCard, type AgentCardData } from './agent-card.tsx'

type AgentGridProps<Agent extends AgentCardData> = {
  agents: Agent[]
  /** Footer buttons per card (coaching, deploy, buy), chosen by the page. */
  actions?: (agent: Agent) => React.ReactNode
  headingLevel?: 'h2' | 'h3'
  columns?: 2 | 3 | 4
}

const COLUMN_CLASSES = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 xl:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

function AgentGrid<Agent extends AgentCardData>({ agents, actions, headingLevel = 'h3', columns = 3 }: AgentGridProps<Agent>) {
  return (
    <ul className={`grid grid-cols-1 gap-4 ${COLUMN_CLASSES[columns]}`}>
      {agents.map((agent) => (
        <li key={agent.id}>
          <AgentCard agent={agent} headingLevel={headingLevel} actions={actions?.(agent)} />
        </li>
      ))}
    </ul>
  )
}

export { AgentGrid }
