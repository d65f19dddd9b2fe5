import { createDraft } from '../create-draft.ts'
import type { Directory } from '../directories.ts'
import { isLatinScript } from './english-text.ts'
import { isRolePlayText } from './role-play-text.ts'
import { collectOutcomes, skip, type EntryOutcome, type ParseResult, type SourceFile } from './parse-result.ts'
import { repositoryFileUrl } from './repository-links.ts'

/**
 * LobeHub agent definitions in English: `locales/<identifier>/index.json` with
 * `{ config: { systemRole }, meta: { title, description, tags }, summary }`. The Chinese
 * sources are not read; the English locale exists for every agent.
 */
export type ParseLobehubLocalesOptions = {
  files: readonly SourceFile[]
  directory: Directory
}

type LocaleAgent = {
  meta: { title: string; description: string; tags?: unknown }
  summary?: unknown
}

function isLocaleAgent(value: unknown): value is LocaleAgent {
  if (typeof value !== 'object' || value === null) return false
  const meta = (value as { meta?: unknown }).meta
  if (typeof meta !== 'object' || meta === null) return false

  return typeof (meta as LocaleAgent['meta']).title === 'string' && typeof (meta as LocaleAgent['meta']).description === 'string'
}

/** The summary's opening sentences: informative like the full text, short enough for a card. */
function leadingSentences(text: string, maximumLength = 420): string {
  // A sentence ends at . ! or ? followed by a space; "Node.js" and "e.g." inside a sentence do not end it.
  const sentences = text.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s+(?=[A-Z0-9"“'‘(])/)
  let result = ''
  for (const sentence of sentences) {
    if (result && `${result} ${sentence}`.length > maximumLength) break
    result = result ? `${result} ${sentence}` : sentence
  }

  return result
}

function fileOutcome({ path, text }: SourceFile, directory: Directory): EntryOutcome {
  const identifier = /locales\/([^/]+)\/index\.json$/.exec(path)?.[1] ?? path
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return skip(identifier, 'malformed')
  }
  if (!isLocaleAgent(value)) return skip(identifier, 'malformed')

  const tags = Array.isArray(value.meta.tags) ? value.meta.tags.filter((tag): tag is string => typeof tag === 'string') : []
  const summary = typeof value.summary === 'string' ? leadingSentences(value.summary) : ''
  // The longer text wins when it is English; some summaries were left in Chinese while the meta description is English.
  // A text written as the prompt itself ("You are…", "I am a majestic being…") is not a description.
  const candidates = [summary, value.meta.description].filter((candidate) => isLatinScript(candidate))
  const described = candidates.filter((candidate) => !isRolePlayText(candidate))
  if (candidates.length > 0 && described.length === 0) return skip(identifier, 'role-play-prompt')
  const description = described.sort((left, right) => right.length - left.length)[0] ?? value.meta.description
  const fileUrl = repositoryFileUrl({ repositoryUrl: directory.url, commit: directory.commit, path })
  // A marketplace does not list prompts built to strip a model's safety rules.
  if (/jailbreak|without (any )?(moral|ethical) (restrictions|constraints|limits)/i.test(`${value.meta.title} ${description}`)) {
    return skip(identifier, 'unsafe')
  }

  return createDraft({
    directory,
    externalId: identifier,
    sourceUrl: fileUrl,
    name: value.meta.title,
    description,
    facts: ['A ready-made LobeChat agent (system prompt and examples) from the LobeHub agent market'],
    link: fileUrl,
    kind: 'prompt-agent',
    source: 'lobehub',
    tags: ['lobehub', ...tags],
    builderProfile: null,
    builderUrl: null,
    licence: directory.licence,
  })
}

export function parseLobehubLocales({ files, directory }: ParseLobehubLocalesOptions): ParseResult {
  return collectOutcomes(files.map((file) => fileOutcome(file, directory)))
}
