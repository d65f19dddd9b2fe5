import { hasKeyword } from './keyword-match.ts'

/**
 * What kind of thing a directory entry is. It decides difficulty and deployment (classify.ts):
 * a prompt is used in minutes, a framework needs a developer.
 */
export type EntryKind =
  /** A system prompt for a chat app (LobeHub). */
  | 'prompt-agent'
  /** An Agent Skill or Claude skill: instructions an AI assistant loads (markdown). */
  | 'agent-skill'
  /** An n8n or Flowise template, imported into a running n8n or Flowise. */
  | 'workflow-template'
  /** A Model Context Protocol server that gives agents tools. */
  | 'mcp-server'
  /** A runnable agent or app in a repository (or a folder of one). */
  | 'agent-app'
  /** A framework, library or platform for building agents: needs code. */
  | 'framework'
  /** Model weights (a fine-tuned LLM): needs a GPU or an inference server. */
  | 'model'
  /** A free service used on its website, not installed. */
  | 'hosted-service'

const CODE_HOSTS = new Set(['github.com', 'gitlab.com', 'codeberg.org', 'bitbucket.org', 'sourceforge.net', 'code.europa.eu'])

export function hostOfLink(link: string): string {
  try {
    return new URL(link).hostname.toLowerCase().replace(/^www\./, '')
  } catch {
    return ''
  }
}

/** Links to source code (where the agent can be downloaded and run). */
export function isCodeHostLink(link: string): boolean {
  return CODE_HOSTS.has(hostOfLink(link))
}

const FRAMEWORK_WORDS = ['frameworks?', 'librar(y|ies)', 'sdks?', 'toolkits?', 'platform for (building|creating|developing)',
  'build(ing)? (your own )?(ai )?agents', 'create (ai )?agents', 'orchestration (framework|engine)', 'python package']

export type InferEntryKindOptions = {
  link: string
  name: string
  description: string
  sections: readonly string[]
}

/** The kind of a list entry, read from its link and its own words (lists do not say it outright). */
export function inferEntryKind({ link, name, description, sections }: InferEntryKindOptions): EntryKind {
  const host = hostOfLink(link)
  const ownText = `${name} ${description}`
  const sectionText = sections.join(' ')

  if (host === 'huggingface.co' && !link.includes('/spaces/')) return 'model'
  if (hasKeyword({ text: `${ownText} ${sectionText}`, pattern: 'mcp|model context protocol' })) return 'mcp-server'
  if (hasKeyword({ text: `${name} ${sectionText}`, pattern: '(agent |claude |legal-specific |finance |hr )?skills?' })) return 'agent-skill'
  // A notebook on a documentation site is example code to run, not a service to visit.
  const isNotebook = /\/notebooks?\/|\.ipynb$/i.test(link)
  if (!isCodeHostLink(link) && host !== 'huggingface.co' && !isNotebook) return 'hosted-service'
  if (FRAMEWORK_WORDS.some((pattern) => hasKeyword({ text: ownText, pattern }))) return 'framework'
  if (hasKeyword({ text: `${ownText} ${sectionText}`, pattern: '(large )?language models?|llms?|foundation models?|fine-?tuned' }) &&
    !hasKeyword({ text: ownText, pattern: 'agents?|assistants?|chatbots?|apps?|applications?|system|platform|tool' })) {
    return 'model'
  }

  return 'agent-app'
}
