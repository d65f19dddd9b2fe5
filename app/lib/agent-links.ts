/** Addresses of an agent's pages; the canonical detail URL carries a readable slug after the id. */

type AgentReference = { id: number; slug: string }

export function agentPath({ id, slug }: AgentReference): string {
  return `/agents/${id}-${slug}`
}

/** `/agents/12`, `/agents/12-some-name` → 12; anything else → null. */
export function parseAgentIdParameter(parameter: string | undefined): number | null {
  const match = /^([1-9]\d{0,9})(?:-[a-z0-9-]*)?$/.exec(parameter ?? '')

  const id = match ? Number(match[1]) : null

  // Ids are Postgres integers: a larger number names no agent (and must not reach a query).
  return id !== null && id <= 2_147_483_647 ? id : null
}

/** Spec §2: cards link to /coaching?agent={name}&source={source}&id={id}. */
export function coachingHref({ id, name, source }: { id: number; name: string; source: string }): string {
  return `/coaching?${new URLSearchParams({ agent: name, source, id: String(id) })}`
}

export function deploymentHref(id: number): string {
  return `/deployment?agent=${id}`
}

export function checkoutHref(id: number): string {
  return `/checkout?agentId=${id}`
}
