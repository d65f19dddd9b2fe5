import type { Industry } from '../../shared/taxonomy.ts'

/**
 * The words small businesses use for each vertical, reviewed by hand (docs/search.md says how to
 * add to it). Search uses it three ways:
 * - `intent`: words that say which industry the searcher works in ("my clinic", "law firm").
 *   Agents of that industry get a boost, and the industry's own field matches these words.
 * - `synonyms`: a word the searcher types → words the catalogue uses for the same thing. Matches
 *   through a synonym count a little less than the word itself.
 * - `misspellings`: common wrong spellings → the right word, applied before typo correction.
 * All keys are lower-case single words or two-word phrases.
 */
export type TIndustryVocabulary = { intent: string[] }

export const INDUSTRY_VOCABULARY: Record<Exclude<Industry, 'general'>, TIndustryVocabulary> = {
  education: {
    intent: ['teacher', 'teachers', 'teaching', 'school', 'schools', 'classroom', 'student', 'students', 'pupil', 'pupils', 'tutor', 'tutoring', 'homework', 'lesson', 'lessons', 'educator', 'educators', 'education', 'curriculum', 'kids', 'university', 'college', 'exam', 'exams', 'course', 'courses'],
  },
  healthcare: {
    intent: ['clinic', 'clinics', 'patient', 'patients', 'doctor', 'doctors', 'physician', 'physicians', 'nurse', 'nurses', 'medical', 'healthcare', 'health', 'hospital', 'dental', 'dentist', 'therapist', 'pharmacy', 'clinical', 'hipaa', 'ehr', 'emr'],
  },
  legal: {
    intent: ['lawyer', 'lawyers', 'attorney', 'attorneys', 'solicitor', 'solicitors', 'paralegal', 'legal', 'law', 'contract', 'contracts', 'litigation', 'court', 'nda', 'counsel', 'gdpr', 'compliance'],
  },
  finance: {
    intent: ['accountant', 'accountants', 'accounting', 'bookkeeping', 'bookkeeper', 'invoice', 'invoices', 'tax', 'taxes', 'payroll', 'expenses', 'expense', 'finance', 'financial', 'cpa', 'ledger', 'budget', 'cash'],
  },
  'hr-recruitment': {
    intent: ['recruiter', 'recruiters', 'recruiting', 'recruitment', 'hiring', 'hire', 'candidate', 'candidates', 'resume', 'resumes', 'cv', 'employee', 'employees', 'staff', 'hr', 'onboarding', 'interview', 'interviews', 'payroll', 'job', 'jobs'],
  },
  sales: {
    intent: ['sales', 'lead', 'leads', 'prospect', 'prospects', 'prospecting', 'crm', 'outreach', 'pipeline', 'deal', 'deals', 'salesperson'],
  },
  'customer-service': {
    intent: ['support', 'helpdesk', 'ticket', 'tickets', 'faq', 'customer service', 'customer support', 'complaints', 'call centre', 'call center'],
  },
}

/** Typed word → catalogue words meaning the same (one direction; add the reverse when it holds too). */
export const SYNONYMS: Record<string, string[]> = {
  // Legal
  attorney: ['lawyer', 'legal', 'law firm'],
  attorneys: ['lawyer', 'legal', 'law firm'],
  lawyer: ['attorney', 'legal', 'law firm'],
  lawyers: ['attorney', 'legal', 'law firm'],
  solicitor: ['lawyer', 'legal'],
  paralegal: ['legal', 'lawyer'],
  'law firm': ['legal', 'lawyer', 'attorney'],
  nda: ['non-disclosure', 'confidentiality agreement', 'contract'],
  contract: ['agreement', 'clause'],
  'case law': ['precedent', 'court', 'judgment', 'caselaw'],
  gdpr: ['data protection', 'privacy'],
  // Finance
  bookkeeping: ['accounting', 'ledger', 'reconciliation', 'quickbooks', 'xero'],
  bookkeeper: ['accounting', 'bookkeeping', 'accountant'],
  accountant: ['accounting', 'bookkeeping', 'cpa'],
  accountants: ['accounting', 'bookkeeping', 'cpa'],
  accounting: ['bookkeeping', 'accountant', 'ledger'],
  invoice: ['invoicing', 'billing', 'receipt'],
  invoices: ['invoicing', 'billing', 'receipt'],
  expenses: ['expense', 'spending', 'receipt', 'budget'],
  tax: ['taxes', 'vat', 'deduction'],
  // HR
  // Not 'hr' or 'people': every HR agent's name says "HR", and the intent boost already covers it.
  employees: ['employee', 'staff'],
  employee: ['staff'],
  staff: ['employee'],
  policy: ['policies', 'handbook', 'helpdesk', 'knowledge base'],
  policies: ['policy', 'handbook', 'helpdesk'],
  hiring: ['recruiting', 'recruitment', 'talent acquisition'],
  hire: ['hiring', 'recruiting', 'recruitment'],
  recruiter: ['recruiting', 'recruitment', 'talent acquisition', 'sourcing'],
  recruiters: ['recruiting', 'recruitment', 'talent acquisition', 'sourcing'],
  resume: ['cv', 'resumes', 'candidate'],
  resumes: ['cv', 'resume', 'candidate'],
  cv: ['resume', 'candidate'],
  'job description': ['job posting'],
  // Education
  teacher: ['teaching', 'educator', 'classroom', 'lesson'],
  teachers: ['teaching', 'educator', 'classroom', 'lesson'],
  school: ['student', 'education', 'classroom'],
  kids: ['children', 'student'],
  homework: ['study', 'student'],
  tutor: ['tutoring', 'teaching', 'mentor'],
  quiz: ['quizzes', 'test', 'worksheet'],
  // Healthcare
  clinic: ['patient', 'medical', 'healthcare'],
  doctor: ['physician', 'clinician', 'medical'],
  doctors: ['physician', 'clinician', 'medical'],
  dental: ['dentist', 'clinic', 'patient'],
  appointment: ['booking', 'scheduling', 'calendar'],
  appointments: ['booking', 'scheduling', 'calendar'],
  scribe: ['clinical notes', 'documentation', 'transcription'],
  records: ['record', 'ehr', 'emr', 'fhir'],
  // Sales and marketing
  leads: ['lead', 'prospect'],
  prospects: ['prospect', 'lead'],
  crm: ['hubspot', 'salesforce', 'pipedrive'],
  'cold email': ['outreach'],
  outreach: ['cold email', 'prospecting'],
  // Support
  bot: ['chatbot', 'assistant'],
  bots: ['chatbot', 'assistant'],
  chatbot: ['chat', 'bot'],
  helpdesk: ['help desk', 'support', 'ticket'],
  faq: ['questions', 'knowledge base'],
  phone: ['voice', 'call'],
  calls: ['call', 'phone', 'voice'],
  emails: ['email', 'gmail', 'inbox'],
  // Shops
  shop: ['store', 'ecommerce', 'e-commerce', 'shopify', 'woocommerce'],
  store: ['shop', 'ecommerce', 'e-commerce', 'shopify', 'woocommerce'],
  ecommerce: ['e-commerce', 'shop', 'store', 'shopify', 'woocommerce'],
  products: ['product'],
  seller: ['sellers', 'amazon', 'e-commerce'],
  // Frameworks
  'multi agent': ['multi-agent'],
  autogen: ['ag2'],
}

/** Wrong spellings people often type that trigram correction would miss or get wrong. */
export const MISSPELLINGS: Record<string, string> = {
  attourney: 'attorney',
  attorny: 'attorney',
  lawer: 'lawyer',
  bookeeping: 'bookkeeping',
  bookkeping: 'bookkeeping',
  acountant: 'accountant',
  accountent: 'accountant',
  recruting: 'recruiting',
  recuiting: 'recruiting',
  reciept: 'receipt',
  invoise: 'invoice',
  custmer: 'customer',
  suport: 'support',
  pateint: 'patient',
  pateints: 'patients',
  calender: 'calendar',
  schedual: 'schedule',
  flowize: 'flowise',
  langchian: 'langchain',
  crewia: 'crewai',
  ecomerce: 'ecommerce',
  buisness: 'business',
  busines: 'business',
}

/**
 * Words that carry no subject in a search ("I need an AI agent to help my team"): they neither
 * match nor count toward coverage. English stop words are dropped too.
 */
export const FILLER_WORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'for', 'to', 'of', 'in', 'on', 'at', 'by', 'with', 'from', 'my', 'our', 'your', 'me', 'we', 'i', 'us',
  'is', 'are', 'be', 'can', 'that', 'this', 'it', 'do', 'does', 'how', 'what', 'which', 'who', 'some', 'any', 'into', 'about', 'as',
  'need', 'needs', 'want', 'wants', 'looking', 'find', 'help', 'helps', 'helping', 'agent', 'agents', 'ai', 'tool', 'tools', 'app',
  'software', 'something', 'small', 'business', 'businesses', 'company', 'automatically', 'automate', 'using', 'use', 'best', 'good',
  'free', 'simple', 'easy', 'please', 'will', 'should', 'could', 'would', 'all', 'get', 'make', 'new', 'like', 'team', 'teams',
])
