import { createDraft } from '../create-draft.ts'
import type { Directory } from '../directories.ts'
import { collectOutcomes, skip, type EntryOutcome, type ParseResult, type SourceFile } from './parse-result.ts'
import { repositoryFileUrl } from './repository-links.ts'

/**
 * Flowise marketplace templates (`packages/server/marketplaces/<folder>/<Name>.json`):
 * `{ description, framework?: [..], usecases: [..], nodes, edges }`. The template's name is its
 * file name; only the first three keys are catalogue metadata.
 */
export type ParseFlowiseMarketplaceOptions = {
  files: readonly SourceFile[]
  directory: Directory
}

const FOLDER_LABELS: Record<string, string> = {
  chatflows: 'chatflow',
  agentflows: 'agentflow',
  agentflowsv2: 'Agentflow V2',
}

type Template = { description: string; usecases: string[]; framework: string[] }

function readTemplate(text: string): Template | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  if (typeof record.description !== 'string') return null
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [])

  return { description: record.description, usecases: strings(record.usecases), framework: strings(record.framework) }
}

function nameAndFolder(path: string): { name: string; folder: string } {
  const segments = path.split('/')
  const file = segments[segments.length - 1] ?? path

  return { name: file.replace(/\.json$/i, ''), folder: segments[segments.length - 2] ?? '' }
}

function fileOutcome(file: SourceFile, directory: Directory, takenNames: Map<string, number>): EntryOutcome {
  const { name, folder } = nameAndFolder(file.path)
  const template = readTemplate(file.text)
  if (!template) return skip(file.path, 'malformed')

  const folderLabel = FOLDER_LABELS[folder] ?? folder
  // Two folders can hold a template of the same name ("Agentic RAG"); the newer format says so.
  const isNameShared = (takenNames.get(name.toLowerCase()) ?? 0) > 1
  const displayName = isNameShared && folder === 'agentflowsv2' ? `${name} (Agentflow V2)` : name
  const fileUrl = repositoryFileUrl({ repositoryUrl: directory.url, commit: directory.commit, path: file.path })
  const isBasic = template.usecases.some((usecase) => usecase.toLowerCase() === 'basic')

  return createDraft({
    directory,
    externalId: file.path,
    sourceUrl: fileUrl,
    name: displayName,
    description: template.description,
    facts: [
      `A Flowise ${folderLabel} template`,
      template.usecases.length ? `Use cases: ${template.usecases.join(', ')}` : '',
      template.framework.length ? `Built on ${template.framework.join(' and ')}` : '',
    ].filter(Boolean),
    link: fileUrl,
    kind: 'workflow-template',
    source: 'flowise',
    sections: template.usecases,
    tags: ['flowise', ...template.usecases, ...template.framework],
    licence: directory.licence,
    statedDifficulty: isBasic ? 'beginner' : null,
  })
}

export function parseFlowiseMarketplace({ files, directory }: ParseFlowiseMarketplaceOptions): ParseResult {
  const takenNames = new Map<string, number>()
  for (const file of files) {
    const key = nameAndFolder(file.path).name.toLowerCase()
    takenNames.set(key, (takenNames.get(key) ?? 0) + 1)
  }

  return collectOutcomes(files.map((file) => fileOutcome(file, directory, takenNames)))
}
