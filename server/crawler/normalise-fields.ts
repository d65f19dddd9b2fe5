import { toTag } from './parsers/plain-text.ts'

/** SPDX ids the directories use, keyed by a lower-case spelling without spaces or hyphens. */
const SPDX_IDS = ['MIT', 'Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause', 'GPL-2.0', 'GPL-3.0', 'LGPL-2.1', 'LGPL-3.0',
  'AGPL-3.0', 'MPL-2.0', 'CC0-1.0', 'CC-BY-4.0', 'CC-BY-SA-4.0', 'CC-BY-NC-4.0', 'CC-BY-NC-SA-4.0', 'Unlicense', 'ISC',
  'EPL-2.0', 'EUPL-1.2', 'BSL-1.0', 'Zlib', 'AFL-3.0', 'OSL-3.0', 'WTFPL', '0BSD', 'Artistic-2.0', 'MIT-0']

const SPDX_BY_KEY = new Map(SPDX_IDS.map((id) => [id.toLowerCase().replace(/[\s-]/g, ''), id]))

/**
 * An SPDX id when the text is one ("Apache 2.0" → "Apache-2.0", "agpl-3.0" → "AGPL-3.0");
 * null for "No license", "Other", "—" or a family without a version ("GPL"), which we do not guess.
 */
export function normaliseLicence(text: string | null | undefined): string | null {
  const key = (text ?? '').trim().toLowerCase().replace(/licen[sc]e/g, '').replace(/[\s-]/g, '').replace(/v(?=\d)/, '')
  if (!key) return null

  return SPDX_BY_KEY.get(key) ?? SPDX_BY_KEY.get(key.replace(/\.0$/, '')) ?? null
}

const LANGUAGE_NAMES: Record<string, string> = {
  python: 'Python',
  typescript: 'TypeScript',
  javascript: 'JavaScript',
  'node.js': 'JavaScript',
  nodejs: 'JavaScript',
  node: 'JavaScript',
  java: 'Java',
  go: 'Go',
  golang: 'Go',
  rust: 'Rust',
  'c#': 'C#',
  'c++': 'C++',
  ruby: 'Ruby',
  php: 'PHP',
  kotlin: 'Kotlin',
  swift: 'Swift',
  dart: 'Dart',
  r: 'R',
  scala: 'Scala',
  shell: 'Shell',
  'jupyter notebook': 'Jupyter Notebook',
}

/** A programming language name in its usual spelling, or null when the text is not one we know. */
export function normaliseLanguage(text: string | null | undefined): string | null {
  const key = (text ?? '').trim().toLowerCase()

  return LANGUAGE_NAMES[key] ?? null
}

/** Catalogue tags: lower-case, hyphenated, unique, at most eight, in the order given. */
export function normaliseTags(tags: readonly string[]): string[] {
  const unique = new Set<string>()
  for (const tag of tags) {
    const normalised = toTag(tag)
    if (normalised.length >= 2) unique.add(normalised)
    if (unique.size === 8) break
  }

  return [...unique]
}
