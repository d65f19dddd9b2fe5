import { getDirectory, type Directory } from './directories.ts'
import { LIST_SECTIONS } from './list-sections.ts'
import { parseAgentMetadata } from './parsers/agent-metadata-yaml.ts'
import { parseAgentsJson } from './parsers/agents-json.ts'
import { parseAwesomeList } from './parsers/awesome-list.ts'
import { parseDirectoryJsonl } from './parsers/directory-jsonl.ts'
import { parseFlowiseMarketplace } from './parsers/flowise-marketplace.ts'
import { parseLegalRegistry } from './parsers/legal-registry.ts'
import { parseLobehubLocales } from './parsers/lobehub-locales.ts'
import { parseN8nReadmeIndex } from './parsers/n8n-readme-index.ts'
import { parseN8nSearchIndex } from './parsers/n8n-search-index.ts'
import type { ParseResult, SourceFile } from './parsers/parse-result.ts'
import { parseSkillFiles, type ParseSkillFilesOptions } from './parsers/skill-files.ts'

/**
 * For each directory: which of its files are read and which parser turns them into drafts.
 * Pure: whoever supplies the files (the shipped-catalogue build from fixtures/sources, the
 * crawler from GitHub) gets the same drafts.
 */
export type CatalogueSource = {
  directory: Directory
  /** Paths inside the directory's repository that the parser needs. */
  files: RegExp
  parse: (files: readonly SourceFile[]) => ParseResult
}

function directory(key: string): Directory {
  const found = getDirectory(key)
  if (!found) throw new Error(`Unknown directory ${key}`)

  return found
}

function textOf(files: readonly SourceFile[], path: string): string {
  return files.find((file) => file.path === path)?.text ?? ''
}

function merge(...results: ParseResult[]): ParseResult {
  return { drafts: results.flatMap((result) => result.drafts), skipped: results.flatMap((result) => result.skipped) }
}

/** A README awesome list with the section rules of list-sections.ts. */
function awesomeList(key: string, options: { requireOpenSource?: boolean } = {}): CatalogueSource {
  const source = directory(key)

  return {
    directory: source,
    files: /^README\.md$/,
    parse: (files) =>
      parseAwesomeList({
        markdown: textOf(files, 'README.md'),
        directory: source,
        path: 'README.md',
        sections: LIST_SECTIONS[source.key] ?? [],
        requireOpenSource: options.requireOpenSource,
      }),
  }
}

function single(key: string, files: RegExp, parse: (directory: Directory, files: readonly SourceFile[]) => ParseResult): CatalogueSource {
  const source = directory(key)

  return { directory: source, files, parse: (selected) => parse(source, selected) }
}

/** A skill or subagent library: every matching file is one entry (see parseSkillFiles for the options). */
function skills(key: string, files: RegExp, options: Omit<ParseSkillFilesOptions, 'files' | 'directory'> = {}): CatalogueSource {
  return single(key, files, (source, selected) => parseSkillFiles({ files: selected, directory: source, ...options }))
}

const PERSONA = { kind: 'prompt-agent', fact: 'A ready-made AI agent persona (system prompt) for Claude Code and similar assistants' } as const

/** Sources 22–31 (fixtures/sources/SOURCES.md): business skills and agents for sales, support and small firms. */
const SALES_AND_SUPPORT_SOURCES: CatalogueSource[] = [
  single('anthropics/knowledge-work-plugins', /^(sales|customer-support|small-business|partner-built\/(apollo|common-room))\/skills\/[^/]+\/SKILL\.md$/, (source, files) =>
    merge(
      parseSkillFiles({
        files: files.filter((file) => !file.path.startsWith('partner-built/')),
        directory: source,
        // The small-business plugin's router and set-up skills route to the others; they do no job of their own.
        skipFile: (path) => (/\/skills\/smb-(router|onboard)\//.test(path) ? 'component-skill' : null),
      }),
      parseSkillFiles({
        files: files.filter((file) => file.path.startsWith('partner-built/apollo/')),
        directory: source,
        licence: 'MIT',
        notice: 'Needs an Apollo.io account.',
        tags: ['vendor-account'],
      }),
      parseSkillFiles({
        files: files.filter((file) => file.path.startsWith('partner-built/common-room/')),
        directory: source,
        notice: 'Needs a Common Room account.',
        tags: ['vendor-account'],
      }),
    ),
  ),
  skills('msitarzewski/agency-agents', /^(sales|support|specialized)\/[^/]+\.md$/, PERSONA),
  skills('Humaner-inc/customer-support-skills', /^industries\/[^/]+\/[^/]+\/SKILL\.md$/, {
    fact: 'A procedure for an AI customer-support agent',
    sections: ['customer support'],
    // Tone, behaviour, escalation and guardrail files are parts of every support agent of that industry.
    skipFile: (path) => (/\/(core|behavior|escalation|guardrails)\/SKILL\.md$/.test(path) ? 'component-skill' : null),
  }),
  skills('tarkaai/gtm-skills', /^skills\/(sales|product)\/[^/]+\/[^/]+\/smoke\.md$/, { fact: 'A go-to-market play packaged as an agent skill' }),
  skills('getcargohq/gtm-skills', /^[^/]+\/SKILL\.md$/, {
    notice: 'Needs a Cargo account: every step runs Cargo’s cargo-ai command-line tool.',
    tags: ['vendor-account'],
  }),
  awesomeList('Arindam200/awesome-ai-apps'),
  skills('wshobson/agents', /^plugins\/customer-sales-automation\/agents\/[^/]+\.md$/, PERSONA),
  skills('VoltAgent/awesome-claude-code-subagents', /^categories\/08-business-product\/(?!README)[^/]+\.md$/, PERSONA),
  skills('alirezarezvani/claude-skills', /^business-growth\/skills\/[^/]+\/SKILL\.md$/),
  skills('coreyhaines31/marketingskills', /^skills\/[^/]+\/SKILL\.md$/),
]

export const CATALOGUE_SOURCES: CatalogueSource[] = [
  single('slavakurilyak/awesome-ai-agents', /^awesome-agents\.json$/, (source, files) =>
    parseAgentsJson({ json: textOf(files, 'awesome-agents.json'), directory: source, path: 'awesome-agents.json' }),
  ),
  single('ashishpatel26/500-AI-Agents-Projects', /^(README\.md|agents\/[^/]+\/metadata\.yaml)$/, (source, files) =>
    merge(
      awesomeList(source.key).parse(files),
      parseAgentMetadata({ files: files.filter((file) => file.path.endsWith('metadata.yaml')), directory: source }),
    ),
  ),
  awesomeList('Shubhamsaboo/awesome-llm-apps'),
  single('mohamed-taha/aiagents-directory-oss', /^aiagents_directory\/agents\/migrations\/legacy_ai_agents\.json$/, (source, files) => {
    const path = 'aiagents_directory/agents/migrations/legacy_ai_agents.json'

    return parseDirectoryJsonl({ jsonl: textOf(files, path), directory: source, path })
  }),
  single('lobehub/lobe-chat-agents', /^locales\/[^/]+\/index\.json$/, (source, files) => parseLobehubLocales({ files, directory: source })),
  single('FlowiseAI/Flowise', /^packages\/server\/marketplaces\/(chatflows|agentflows|agentflowsv2)\/[^/]+\.json$/, (source, files) =>
    parseFlowiseMarketplace({ files, directory: source }),
  ),
  single('enescingoz/awesome-n8n-templates', /^(README\.md|[^.][^/]*\/[^/]+\.json|[^/]+\.json)$/, (source, files) =>
    parseN8nReadmeIndex({
      markdown: textOf(files, 'README.md'),
      directory: source,
      path: 'README.md',
      templates: new Map(files.filter((file) => file.path.endsWith('.json')).map((file) => [file.path, file.text])),
    }),
  ),
  single('Zie619/n8n-workflows', /^docs\/api\/search-index\.json$/, (source, files) =>
    parseN8nSearchIndex({ json: textOf(files, 'docs/api/search-index.json'), directory: source, path: 'docs/api/search-index.json' }),
  ),
  awesomeList('tanko-r/awesome-legal-tech', { requireOpenSource: true }),
  awesomeList('Vaquill-AI/awesome-legaltech', { requireOpenSource: true }),
  awesomeList('chen-friedman/awesome-legaltech', { requireOpenSource: true }),
  single('lilialla/awesome-legal-ai-zh', /^registry\/(projects|github-metadata)\.json$/, (source, files) =>
    parseLegalRegistry({
      projectsJson: textOf(files, 'registry/projects.json'),
      metadataJson: textOf(files, 'registry/github-metadata.json'),
      directory: source,
      projectsPath: 'registry/projects.json',
    }),
  ),
  awesomeList('JuneYaooo/awesome-medical-ai'),
  awesomeList('rdmgator12/awesome-healthcare-mcp-servers', { requireOpenSource: true }),
  awesomeList('kakoni/awesome-healthcare', { requireOpenSource: true }),
  awesomeList('georgezouq/awesome-ai-in-finance', { requireOpenSource: true }),
  // Reference notes beside a skill (references/*.md) are not skills themselves.
  single('wangfe/awesome-finance-skills', /^skills\/(?!.*\/references\/).+\.md$/, (source, files) => parseSkillFiles({ files, directory: source })),
  single('tuanductran/hr-skills', /^skills\/[^/]+\/SKILL\.md$/, (source, files) => parseSkillFiles({ files, directory: source })),
  ...SALES_AND_SUPPORT_SOURCES,
]
