/** Saved agents (a member's list), decision 013. Owns the saved_agents table. */
export * from './saved.schemas.ts'
export { saveAgent, type SaveAgentOptions } from './save-agent.ts'
export { unsaveAgent, type UnsaveAgentOptions } from './unsave-agent.ts'
export { findSavedAgents, type FindSavedAgentsOptions } from './find-saved-agents.ts'
