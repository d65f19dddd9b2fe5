/**
 * Names people can read: a repository or file slug ("open-canvas", "clinical_trial_agent") becomes
 * "Open Canvas" / "Clinical Trial Agent". Names a project spells on purpose are left alone: anything
 * with a capital letter and no underscore ("DB-GPT", "CLARA-Care", "LangChain") is a brand.
 */
const ACRONYMS = new Set([
  'ai', 'api', 'apis', 'ats', 'b2b', 'bi', 'cli', 'cms', 'crm', 'csv', 'cv', 'cx', 'dicom', 'ehr', 'emr', 'faq', 'fhir', 'gdpr',
  'gpt', 'gtm', 'hipaa', 'hr', 'icp', 'id', 'kb', 'kpi', 'llm', 'llms', 'mcp', 'ml', 'nda', 'nlp', 'ocr', 'pdf', 'poc', 'qa',
  'rag', 'rfp', 'roi', 'sdk', 'sdr', 'seo', 'sms', 'sql', 'tam', 'ui', 'url', 'ux', 'pr', 'sec', 'us', 'uk', 'eu', 'smb', 'ceo',
  'cfo', 'cto', 'json', 'ocr', 'rpa', 'saas', 'qbr', 'bant', 'meddic', 'cro', 'p&l',
])
const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'with'])

function titleWord(word: string, index: number): string {
  const lower = word.toLowerCase()
  if (ACRONYMS.has(lower)) return lower.toUpperCase()
  if (index > 0 && SMALL_WORDS.has(lower)) return lower
  // Mixed case inside a word ("CoinMarketCap", "iOS") is the project's own spelling.
  if (/[A-Z]/.test(word.slice(1)) || /^[a-z]+[A-Z]/.test(word)) return word

  return word.charAt(0).toUpperCase() + word.slice(1)
}

/** True when a name is an identifier rather than a title: lower-case, or words joined by underscores. */
export function isSlugName(name: string): boolean {
  const trimmed = name.trim()
  if (/\s/.test(trimmed)) return false
  if (trimmed.includes('_')) return true

  return /^[a-z0-9][a-z0-9.-]*$/.test(trimmed) && /[a-z]/.test(trimmed)
}

/**
 * "open-canvas" → "Open Canvas"; "hr-onboarding" → "HR Onboarding"; "alpacahq/alpaca-mcp-server" →
 * "Alpaca MCP Server"; "google drive to instagram" → "Google drive to instagram"; "DB-GPT" stays.
 */
export function readableName(name: string): string {
  const trimmed = name.trim()
  // A repository path as a name: the repository is the name, its owner is the builder.
  const repository = /^[A-Za-z0-9_.-]+\/([^/]+)$/.exec(trimmed)?.[1]
  if (repository) return readableName(repository)
  if (!isSlugName(trimmed)) {
    // A title in sentence case that starts in lower case; "iOS Code Artist" and "medAlpaca" are spelt so.
    return /^[a-z]+(?=[\s-])/.test(trimmed) && !/^[a-z]+-?[A-Z]/.test(trimmed) ? trimmed.charAt(0).toUpperCase() + trimmed.slice(1) : trimmed
  }
  // Version numbers and file extensions keep their dots ("gpt-4.1", "v2.0").
  const words = trimmed.split(/[-_]+/).filter(Boolean)

  return words.map(titleWord).join(' ')
}
