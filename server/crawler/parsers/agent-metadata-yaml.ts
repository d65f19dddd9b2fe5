import { parse as parseYaml } from 'yaml'
import { normaliseDifficulty } from '../../shared/taxonomy.ts'
import { createDraft } from '../create-draft.ts'
import type { Directory } from '../directories.ts'
import { collectOutcomes, skip, type EntryOutcome, type ParseResult, type SourceFile } from './parse-result.ts'
import { resolveRepositoryLink } from './repository-links.ts'

/**
 * Runnable agents described by a flat `metadata.yaml` beside their code
 * (ashishpatel26/500-AI-Agents-Projects, `agents/<NN-name>/metadata.yaml`):
 * `title, description, author, language, framework, tags: [..], industry, difficulty, llm`.
 * The agent's link is its folder on GitHub.
 */
export type ParseAgentMetadataOptions = {
  files: readonly SourceFile[]
  directory: Directory
}

/** Words a slug lower-cases that are written otherwise in a title. */
const TITLE_WORDS: Record<string, string> = {
  ai: 'AI', pdf: 'PDF', sql: 'SQL', qa: 'Q&A', pii: 'PII', github: 'GitHub', api: 'API', llm: 'LLM', rag: 'RAG', seo: 'SEO',
}

/** "pdf-qa-agent" → "PDF Q&A Agent". */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => TITLE_WORDS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

const FRAMEWORK_NAMES: Record<string, string> = {
  langgraph: 'LangGraph', langchain: 'LangChain', crewai: 'CrewAI', llamaindex: 'LlamaIndex', autogen: 'AutoGen', agno: 'Agno',
}

function fileOutcome(file: SourceFile, directory: Directory): EntryOutcome {
  const folder = file.path.replace(/\/metadata\.ya?ml$/i, '')
  let data: unknown
  try {
    data = parseYaml(file.text)
  } catch {
    return skip(folder, 'malformed')
  }
  if (typeof data !== 'object' || data === null) return skip(folder, 'malformed')
  const record = data as Record<string, unknown>
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string).trim() : '')
  if (!text('title') || !text('description')) return skip(folder, 'malformed')

  const link = resolveRepositoryLink({ repositoryUrl: directory.url, commit: directory.commit, href: `${folder}/` })
  if (!link) return skip(folder, 'malformed')
  const framework = FRAMEWORK_NAMES[text('framework').toLowerCase()] ?? text('framework')
  const language = text('language')
  const tags = Array.isArray(record.tags) ? record.tags.filter((tag): tag is string => typeof tag === 'string') : []
  // The metadata's own industry ("customer-service", "human-resources") is the entry's category, read as words.
  const industry = text('industry').replace(/-/g, ' ')

  return createDraft({
    directory,
    externalId: folder,
    sourceUrl: `${directory.url}/blob/${directory.commit}/${file.path}`,
    name: titleFromSlug(text('title')),
    description: text('description'),
    facts: [
      framework ? `A runnable ${framework} agent with its source code on GitHub` : 'A runnable agent with its source code on GitHub',
      text('llm') ? `Uses ${text('llm')}` : '',
    ].filter(Boolean),
    link,
    kind: 'agent-app',
    sections: [industry].filter(Boolean),
    tags: [framework, ...tags],
    language,
    licence: directory.licence,
    statedDifficulty: normaliseDifficulty(text('difficulty')),
  })
}

export function parseAgentMetadata({ files, directory }: ParseAgentMetadataOptions): ParseResult {
  return collectOutcomes(files.map((file) => fileOutcome(file, directory)))
}
