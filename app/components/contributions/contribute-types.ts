import type { TAlreadyListed } from '../../../server/contributions/contributions.schemas.ts'
import type { TExtractedAgent } from '../../../server/contributions/extract.schemas.ts'

/** The contribution form's fields as the browser holds them (re-rendered after a failed POST). */
export type TContributionFormValues = {
  agentName: string
  agentDescription: string
  agentLink: string
  useCase: string
  industry: string
  difficulty: string
  githubRepo: string
  deploymentGuide: string
  tags: string[]
}

export type TContributeTab = 'auto' | 'manual'

/** What the /contribute action answers (a successful submission redirects instead). */
export type TContributeResult =
  | { intent: 'extract'; ok: true; url: string; extracted: TExtractedAgent }
  | { intent: 'extract'; ok: false; url: string; message: string; description?: string }
  | {
      intent: 'submit'
      ok: false
      tab: TContributeTab
      values: TContributionFormValues
      message: string
      fieldErrors?: Record<string, string>
      alreadyListed?: Pick<TAlreadyListed, 'agentId' | 'agentUrl' | 'claimUrl'>
    }

export const EMPTY_VALUES: TContributionFormValues = {
  agentName: '',
  agentDescription: '',
  agentLink: '',
  useCase: '',
  industry: 'general',
  difficulty: '',
  githubRepo: '',
  deploymentGuide: '',
  tags: [],
}

/** The form prefilled from an auto-extract; every field stays editable. */
export function valuesFromExtraction(extracted: TExtractedAgent): TContributionFormValues {
  return {
    agentName: extracted.agentName,
    agentDescription: extracted.agentDescription,
    agentLink: extracted.agentLink,
    useCase: extracted.useCase,
    industry: extracted.industry,
    difficulty: extracted.difficulty,
    githubRepo: extracted.githubRepo ?? '',
    deploymentGuide: '',
    tags: extracted.tags,
  }
}
