import { hasKeyword } from '../keyword-match.ts'
import { hostOfLink } from '../entry-kind.ts'
import type { SkipReason } from './parse-result.ts'

/**
 * The checks every list parser applies to an entry's own words. Each returns the reason to
 * skip, or null. Patterns are written out so a reader can see exactly what is left out.
 */

/** Hosts of papers, posts, videos and social profiles: things about agents, not agents. */
const NON_AGENT_HOSTS = ['arxiv.org', 'papers.ssrn.com', 'ssrn.com', 'doi.org', 'dl.acm.org', 'aclanthology.org',
  'openreview.net', 'semanticscholar.org', 'twitter.com', 'x.com', 'reddit.com', 'www.reddit.com', 'youtube.com',
  'youtu.be', 'medium.com', 'linkedin.com', 'discord.gg', 'discord.com', 'wikipedia.org', 'en.wikipedia.org',
  'substack.com', 'nature.com', 'sciencedirect.com', 'springer.com', 'link.springer.com', 'ieeexplore.ieee.org',
  'researchgate.net', 'scholar.google.com', 'pubmed.ncbi.nlm.nih.gov', 'tradingview.com', 'coursera.org', 'udemy.com']

export function nonAgentLinkReason(link: string): SkipReason | null {
  const host = hostOfLink(link)
  const isNonAgent = NON_AGENT_HOSTS.some((blocked) => host === blocked || host.endsWith(`.${blocked}`))
  if (isNonAgent) return 'non-agent-link'
  if (/\.pdf$/i.test(new URL(link).pathname)) return 'non-agent-link'

  return null
}

/** Entries that say what they are, and it is not an agent: "LegalBench", "A corpus of…", "First benchmark for…". */
export function nonAgentEntryReason({ name, description }: { name: string; description: string }): SkipReason | null {
  const namesIt = /bench$|benchmark|dataset|corpus|corpora|leaderboard|\bsurvey\b|awesome[- ]/i.test(name)
  const opening = description.slice(0, 80)
  const saysIt = /^(?:the |an? |first |comprehensive |large-scale |curated )*[\w\s,-]{0,40}?\b(benchmarks?|datasets?|corpus|corpora|leaderboards?|surveys?|curated list|reading list|paper list|courses?|tutorials?|books?)\b/i.test(opening)

  return namesIt || saysIt ? 'not-an-agent' : null
}

/** Paid or closed products, including freemium ("free tier with paid plans"): the catalogue lists free agents only. */
const NOT_FREE_PATTERNS = ['not foss', 'closed[- ]source', 'proprietary', 'paid (plans?|tiers?|subscriptions?|versions?|service)',
  'freemium', 'free tier', 'free trial', 'pricing (plans?|tiers?|page)', 'per seat', 'commercial (product|platform|service|software|offering|licen[sc]e)',
  'source-available', 'polyform', 'non-?commercial', 'enterprise (plans?|pricing|licen[sc]e)', 'subscription', '\\$\\d+']

export function notFreeReason(text: string): SkipReason | null {
  return NOT_FREE_PATTERNS.some((pattern) => hasKeyword({ text, pattern })) ? 'not-free' : null
}

export function sponsoredReason(text: string): SkipReason | null {
  return /\((?:sponsor|sponsored)\)/i.test(text) ? 'sponsored' : null
}

/** "⚠️ Stale (2021-01)", "*(Stale)*", "archived/removed": the directory says the project is not maintained. */
export function staleReason(text: string): SkipReason | null {
  return /\bstale\b|archived\/removed|\bdeprecated\b|\bunmaintained\b/i.test(text) ? 'stale' : null
}

/** Words that make an entry agent-like (a model or toolkit mentioning AI is not enough in research-heavy sections). */
const AGENT_PATTERNS = ['agents?', 'agentic', 'assistants?', 'chatbots?', 'chat', 'copilots?', 'llms?', 'large language models?',
  'language models?', 'gpt(-?\\d\\w*)?', 'chatgpt', 'rag', 'retrieval-augmented', 'mcp', 'scribes?', 'conversational',
  'question answering', 'q&a', 'claude', 'gemini', 'medgemma', 'deepseek', 'qwen', 'llama']

export function isAgentLike(text: string): boolean {
  return AGENT_PATTERNS.some((pattern) => hasKeyword({ text, pattern }))
}

/** Words that show an entry uses AI, for sections that mix AI tools with ordinary software. */
const AI_PATTERNS = ['ai', 'a\\.i\\.', 'artificial intelligence', 'llms?', 'large language models?', 'language models?',
  'gpt(-?\\d\\w*)?', 'chatgpt', 'openai', 'claude', 'gemini', 'llama', 'mistral', 'ollama', 'agents?', 'agentic',
  'assistants?', 'chatbots?', 'copilots?', 'rag', 'retrieval-augmented', 'mcp', 'generative', 'genai', 'ai-powered',
  'ai-driven', 'ai-native', 'nlp', 'natural language', 'machine learning', 'deep learning', 'neural', 'transformers?',
  'bert', 'langchain', 'langgraph', 'scribes?', 'skills? for (claude|ai)', 'medgemma', 'deepseek', 'qwen']

export function usesAi(text: string): boolean {
  return AI_PATTERNS.some((pattern) => hasKeyword({ text, pattern }))
}

/** What marks a website entry as free or open although it is not on a code host. */
export function saysFreeOrOpen(text: string): boolean {
  return hasKeyword({ text, pattern: 'open[- ]source|self-?hosted|free and open|free to use|free,? open|100% free|completely free' })
}
