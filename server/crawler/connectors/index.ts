import { communityConnector } from './community-connector.ts'
import type { Connector } from './connector.ts'
import { freeDirectoriesConnector } from './free-directories-connector.ts'
import { githubConnector } from './github-connector.ts'
import { huggingFaceConnector } from './hugging-face-connector.ts'
import { templatesConnector } from './templates-connector.ts'

/**
 * Every source, in the order a run crawls them: curated directories and template projects first
 * (the shipped catalogue's sources, de-duplicated together; their names and descriptions are the
 * best), then the APIs that add to and check them.
 */
export const CONNECTORS: readonly Connector[] = [freeDirectoriesConnector, templatesConnector, githubConnector, huggingFaceConnector, communityConnector]

export function getConnector(key: string): Connector | null {
  return CONNECTORS.find((connector) => connector.key === key) ?? null
}
