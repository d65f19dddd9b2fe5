import { communityConnector } from './community-connector.ts'
import type { Connector } from './connector.ts'
import { freeDirectoriesConnector } from './free-directories-connector.ts'
import { githubConnector } from './github-connector.ts'
import { huggingFaceConnector } from './hugging-face-connector.ts'
import { templatesConnector } from './templates-connector.ts'

/**
 * Every source, in the order the dashboard lists them. A run crawls the catalogue's sources first
 * (directories and template projects, read together and de-duplicated as one set; their names and
 * descriptions are the best), then the APIs that add to and check them (executeCrawlRun).
 */
export const CONNECTORS: readonly Connector[] = [freeDirectoriesConnector, githubConnector, huggingFaceConnector, communityConnector, templatesConnector]

export function getConnector(key: string): Connector | null {
  return CONNECTORS.find((connector) => connector.key === key) ?? null
}
