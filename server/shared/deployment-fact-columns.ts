import { agents } from '../../db/schema/index.ts'

/**
 * The agents columns deployment facts are derived from (TDeploymentSourceFields) and the facts as
 * stored: what every reader that derives or checks the facts selects. Server only (it names the table).
 */
export const DEPLOYMENT_FACT_COLUMNS = {
  id: agents.id,
  name: agents.name,
  description: agents.description,
  source: agents.source,
  link: agents.link,
  tags: agents.tags,
  language: agents.language,
  modelId: agents.modelId,
  deploymentGuide: agents.deploymentGuide,
  selfDeployable: agents.selfDeployable,
  deploymentComplexity: agents.deploymentComplexity,
  infrastructureNeeded: agents.infrastructureNeeded,
}
