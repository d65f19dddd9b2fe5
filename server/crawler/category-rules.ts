import type { Category } from '../shared/taxonomy.ts'

/**
 * What an agent does, by the words of its own text. Every matching keyword adds to its
 * category's score (see classify-category.ts); the order of this list breaks ties, most
 * specific first, so "a team of agents for customer support" is multi-agent before support.
 */
export type CategoryRules = {
  category: Exclude<Category, 'general'>
  keywords: string[]
}

export const CATEGORY_RULES: CategoryRules[] = [
  {
    category: 'multi-agent',
    keywords: ['multi agents?', 'multi-agents?', 'agent teams?', 'team of (agents|ai agents|specialists)', 'crews?',
      'swarms?', 'hierarchical agent', 'supervisor', 'sub ?agents', 'agents collaborat(e|ing)', 'agent society',
      'group chat', 'agents? handoffs?'],
  },
  {
    category: 'support',
    keywords: ['customer support', 'customer service', 'customer care', 'help ?desk', 'support tickets?', 'faqs?',
      'support (agents?|bots?|chatbots?|teams?|assistants?|routing)', 'tickets?', 'customer (inquir(y|ies)|queries|questions)'],
  },
  {
    category: 'sales',
    keywords: ['sales', 'leads', 'lead (generation|scoring|outreach|enrichment)', 'crm', 'prospect(s|ing)?',
      'cold (emails?|outreach)', 'outreach', 'deals?'],
  },
  {
    category: 'coding',
    keywords: ['code', 'coding', 'coder', 'developers?', 'programming', 'programmers?',
      'software (engineer|engineers|engineering|development)', 'pull requests?', 'github issues?', 'debug(ging)?', 'ide',
      'refactor(ing)?', 'unit tests?', 'devops', 'codebases?', 'front-?end', 'back-?end', 'javascript', 'typescript',
      'python code', 'sql queries'],
  },
  {
    category: 'marketing',
    keywords: ['marketing', 'seo', 'social media', 'campaigns?', 'ads', 'advertis(ing|ements?)', 'brand(ing)?',
      'newsletters?', 'instagram', 'linkedin', 'twitter', 'tiktok', 'influencers?', 'copywriting', 'go-to-market'],
  },
  {
    category: 'research',
    keywords: ['research', 'researchers?', 'literature', 'papers', 'arxiv', 'pubmed', 'scholar(ly)?', 'citations?',
      'case law', 'web search', 'search the web', 'investigat(e|es|ion|ions)', 'evidence', 'deep research',
      'fact-?check(ing)?'],
  },
  {
    category: 'analytics',
    keywords: ['analytics', 'data analysis', 'analy[sz]es? data', 'dashboards?', 'reporting', 'reports', 'forecast(s|ing)?',
      'kpis?', 'metrics', 'insights', 'stock analysis', 'financial analysis', 'visuali[sz]ations?', 'bi',
      'predict(s|ion|ions|ive)?', 'risk (assessment|scoring|analysis)', 'scor(e|es|ing)', 'analy[sz](e|es|is|ing)',
      'trends?', 'benchmarks? (against|comparison)'],
  },
  {
    category: 'data',
    keywords: ['data extraction', 'extract(s|ion|ing)?', 'scrap(e|er|ers|ing|es)', 'etl', 'sql', 'databases?',
      'spreadsheets?', 'csv', 'excel', 'ocr', 'pars(e|er|es|ing)', 'structured (output|data)', 'knowledge graphs?',
      'vector (store|database)s?', 'embeddings?', 'lookup', 'api access', 'data'],
  },
  {
    category: 'content',
    keywords: ['writ(e|es|ing|er|ers)', 'blogs?', 'articles?', 'essays?', 'stor(y|ies)', 'storytelling', 'screenplays?',
      'podcasts?', 'translat(e|es|ion|ions|or)', 'image generation', 'generat(e|es|ing) images', 'videos?', 'music',
      'poems?', 'poetry', 'content', 'copy', 'drafts?', 'drafting', 'documents? (generation|drafting)', 'emails?',
      'presentations?', 'slides'],
  },
  {
    category: 'automation',
    keywords: ['automat(e|es|ed|ion|ions|ing)', 'workflows?', 'n8n', 'zapier', 'rpa', 'browser automation',
      'schedul(e|ed|es|ing)', 'triggers?', 'integrations?', 'pipelines?', 'webhooks?', 'autonomous'],
  },
  {
    category: 'assistant',
    keywords: ['assistants?', 'chatbots?', 'chat', 'copilots?', 'companions?', 'q&a', 'qna', 'question answering',
      'answers? questions', 'tutors?', 'coach(es|ing)?', 'advisors?', 'concierge', 'conversational', 'helps? you',
      'personal'],
  },
]
