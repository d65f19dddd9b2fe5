/** The crawler domain's public face: the API, pages, scripts and other domains import only this. */
export { CONNECTORS, getConnector } from './connectors/index.ts'
export { DIRECTORIES, getDirectory, type Directory } from './directories.ts'
export { CONNECTOR_KIND_LABELS, type Connector, type ConnectorKind } from './connectors/connector.ts'
export { findCrawlRuns, type FindCrawlRunsOptions } from './find-crawl-runs.ts'
export { getCrawlerStatus } from './get-crawler-status.ts'
export { lookUpGitHubRepository, type GitHubRepositoryLookup } from './github/look-up-github-repository.ts'
export { readRepositoryFile, type RepositoryFileRead } from './github/read-repository-file.ts'
export { githubRepositoryToDraft } from './github/github-repository-to-draft.ts'
export { huggingFaceRepositoryToDraft } from './hugging-face/hugging-face-repository-to-draft.ts'
export { isRateLimitedError, isUnavailableError } from './http/source-errors.ts'
export { lookUpHuggingFaceModel, type HuggingFaceLookup } from './hugging-face/look-up-hugging-face-model.ts'
export { publishCommunityContribution, type PublishCommunityContributionOptions } from './publish-community-contribution.ts'
export { runCrawl } from './run-crawl.ts'
export { scheduleCrawls } from './schedule-crawls.ts'
export { startCrawl, type CrawlResult, type StartCrawlOptions } from './start-crawl.ts'
export { stopCrawls } from './stop-crawls.ts'
export {
  ZCrawlRun,
  ZCrawlRunsQuery,
  ZCrawlRunsResult,
  ZCrawlerStatus,
  ZStartCrawlResult,
  type TCrawlRun,
  type TCrawlRunSource,
  type TCrawlRunsQuery,
  type TCrawlRunsResult,
  type TCrawlerStatus,
  type TStartCrawlResult,
} from './crawler.schemas.ts'
