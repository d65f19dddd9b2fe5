/**
 * The one taxonomy every form, filter, parser and page reads (product.md "Decisions").
 * It lives in server/shared, a module with no server-only dependency, so pages (and the browser
 * bundle) import the same lists as the server.
 */

export const INDUSTRIES = [
  'education',
  'healthcare',
  'legal',
  'finance',
  'hr-recruitment',
  'sales',
  'customer-service',
  'general',
] as const
export type Industry = (typeof INDUSTRIES)[number]

/** The verticals the product is built for: every industry except `general`. */
export const VERTICALS = INDUSTRIES.filter((industry) => industry !== 'general') as Exclude<Industry, 'general'>[]

export const INDUSTRY_LABELS: Record<Industry, string> = {
  education: 'Education',
  healthcare: 'Healthcare',
  legal: 'Legal',
  finance: 'Finance & Accounting',
  'hr-recruitment': 'HR & Recruiting',
  sales: 'Sales',
  'customer-service': 'Customer Service',
  general: 'General Purpose',
}

/** Who each vertical's landing page speaks to ("AI agents for law firms"). */
export const INDUSTRY_AUDIENCES: Record<Industry, string> = {
  education: 'schools and educators',
  healthcare: 'clinics and healthcare teams',
  legal: 'law firms',
  finance: 'accountants and finance teams',
  'hr-recruitment': 'HR and recruiting teams',
  sales: 'sales teams',
  'customer-service': 'customer service teams',
  general: 'solo professionals and small teams',
}

export const CATEGORIES = [
  'coding',
  'marketing',
  'support',
  'analytics',
  'sales',
  'content',
  'data',
  'research',
  'automation',
  'assistant',
  'multi-agent',
  'general',
] as const
export type Category = (typeof CATEGORIES)[number]

export const CATEGORY_LABELS: Record<Category, string> = {
  coding: 'Coding',
  marketing: 'Marketing',
  support: 'Support',
  analytics: 'Analytics',
  sales: 'Sales',
  content: 'Content',
  data: 'Data',
  research: 'Research',
  automation: 'Automation',
  assistant: 'Assistant',
  'multi-agent': 'Multi-agent',
  general: 'General Purpose',
}

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const
export type Difficulty = (typeof DIFFICULTIES)[number]

/** Other spellings the spec's forms used, accepted wherever a difficulty is read. */
export const DIFFICULTY_ALIASES = ['easy', 'medium', 'expert', 'difficult', 'hard'] as const

/** The spec's forms used several spellings; every one of them maps onto our three levels. */
export function normaliseDifficulty(value: string | null | undefined): Difficulty | null {
  const key = (value ?? '').trim().toLowerCase()
  if (key === 'beginner' || key === 'easy') return 'beginner'
  if (key === 'intermediate' || key === 'medium') return 'intermediate'
  if (key === 'advanced' || key === 'expert' || key === 'difficult' || key === 'hard') return 'advanced'

  return null
}

export const DEPLOYMENT_COMPLEXITIES = ['easy', 'medium', 'hard'] as const
export type DeploymentComplexity = (typeof DEPLOYMENT_COMPLEXITIES)[number]

export const INFRASTRUCTURES = ['replit', 'docker', 'cloud-run', 'local'] as const
export type Infrastructure = (typeof INFRASTRUCTURES)[number]

export const INFRASTRUCTURE_LABELS: Record<Infrastructure, string> = {
  replit: 'Replit',
  docker: 'Docker',
  'cloud-run': 'Cloud Run',
  local: 'Local machine',
}

export const PRICING_TYPES = ['free', 'freemium', 'paid', 'subscription'] as const
export type PricingType = (typeof PRICING_TYPES)[number]

/**
 * Where an agent runs or comes from. The spec's platforms plus the ones our crawler reads.
 * Pages show a source icon for the known ones and a robot for the rest.
 */
export const AGENT_SOURCES = [
  'github',
  'huggingface',
  'flowise',
  'n8n',
  'lobehub',
  'langchain',
  'crewai',
  'autogpt',
  'fastchat',
  'babyagi',
  'gpt4all',
  'camel-ai',
  'openai',
  'web',
  'community',
] as const
export type AgentSource = (typeof AGENT_SOURCES)[number]

export const AGENT_SOURCE_LABELS: Record<AgentSource, string> = {
  github: 'GitHub',
  huggingface: 'Hugging Face',
  flowise: 'Flowise',
  n8n: 'n8n',
  lobehub: 'LobeHub',
  langchain: 'LangChain',
  crewai: 'CrewAI',
  autogpt: 'AutoGPT',
  fastchat: 'FastChat',
  babyagi: 'BabyAGI',
  gpt4all: 'GPT4All',
  'camel-ai': 'CAMEL-AI',
  openai: 'OpenAI',
  web: 'Website',
  community: 'Community',
}

/** Shown capitalised ("Beginner"); use case codes with hyphens are shown with spaces (spec §2). */
export function labelFromCode(code: string): string {
  const spaced = code.replace(/[-_]/g, ' ')

  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

export function isIndustry(value: string): value is Industry {
  return (INDUSTRIES as readonly string[]).includes(value)
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value)
}
