import { communityConnector } from './community-connector.ts'
import type { Connector } from './connector.ts'
import { githubConnector } from './github-connector.ts'
import { huggingFaceConnector } from './hugging-face-connector.ts'

/** Every source, in the order a run crawls them: the cheapest and most trusted first. */
export const CONNECTORS: readonly Connector[] = [githubConnector, huggingFaceConnector, communityConnector]

export function getConnector(key: string): Connector | null {
  return CONNECTORS.find((connector) => connector.key === key) ?? null
}
