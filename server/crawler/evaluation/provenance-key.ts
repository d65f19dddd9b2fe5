import type { AgentDraft } from '../../catalogue/index.ts'

/** "directory::externalId": how labelled samples name a catalogue entry, stable across builds. */
export function agentsByProvenanceKey(agents: readonly AgentDraft[]): Map<string, AgentDraft> {
  const byKey = new Map<string, AgentDraft>()
  for (const agent of agents) for (const entry of agent.provenance) byKey.set(`${entry.directory}::${entry.externalId}`, agent)

  return byKey
}
