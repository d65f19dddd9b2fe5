import type { Industry } from '../shared/taxonomy.ts'
import type { KeywordRule } from './keyword-match.ts'

/**
 * Which words put an agent in a vertical. Strong words name the vertical on their own
 * ("lawyer", "patient", "recruiting"); weak words are ambiguous ("contract", "clinic", "job")
 * and count only when a second, different weak word agrees (see keyword-match.ts).
 * `excluded` phrases are removed from the text first because they contain a keyword
 * without meaning the vertical ("smart contract", "health check", "cron job").
 */
export type IndustryRules = {
  industry: Exclude<Industry, 'general'>
  keywords: KeywordRule[]
  excluded: string[]
}

const strong = (...patterns: string[]): KeywordRule[] => patterns.map((pattern) => ({ pattern, strength: 'strong' }))
const weak = (...patterns: string[]): KeywordRule[] => patterns.map((pattern) => ({ pattern, strength: 'weak' }))

export const INDUSTRY_RULES: IndustryRules[] = [
  {
    industry: 'legal',
    keywords: [
      ...strong('legal', 'law', 'laws', 'lawyers?', 'attorneys?', 'paralegals?', 'law firms?', 'legaltech', 'litigation',
        'litigants?', 'courts?', 'case law', 'statutes?', 'statutory', 'legislation', 'legislative', 'judicial',
        'judgments?', 'jurisdictions?', 'jurisprudence', 'contract (review|analysis|drafting|management|lifecycle)',
        'clm', 'ndas?', 'e-?discovery', 'patents?', 'trademarks?', 'notar(y|ies|ial)', 'subpoenas?', 'solicitors?',
        'barristers?', 'legal research', 'litigators?', 'legalese', 'counsel', 'privacy (laws?|professionals?|regulations?)',
        'ccpa', 'coppa', 'ferpa', 'data protection (law|laws|regulation|officers?)', 'eu ai act'),
      ...weak('contracts?', 'clauses?', 'compliance', 'regulations?', 'regulatory', 'gdpr', 'judges?', 'redlin(e|es|ing)',
        'dispute', 'rights', 'immigration', 'privacy policy', 'agreements?', 'petitions?', 'sanctions'),
    ],
    excluded: ['smart contracts?', 'moral or legal', 'legal self-restraints?', 'llm as a judge', 'as a judge', 'judge models?', 'law of large numbers', "moore's law"],
  },
  {
    industry: 'healthcare',
    keywords: [
      ...strong('medical', 'medicine', 'clinical', 'clinicians?', 'patients?', 'hospitals?', 'physicians?', 'nurses?',
        'nursing', 'radiology', 'radiologists?', 'pathology', 'healthcare', 'health care', 'mental health', 'ehrs?',
        'emrs?', 'fhir', 'hl7', 'dicom', 'hipaa', 'telemedicine', 'telehealth', 'icd-?10', 'medications?', 'symptoms?',
        'diseases?', 'biomedical', 'pharmacy', 'pharmacists?', 'pharmaceuticals?', 'dental', 'dentists?',
        'diagnos(is|es)', 'prior authori[sz]ation', 'drug (discovery|interactions?|information|labels?)', 'cancer',
        'tumou?rs?', 'oncology', 'cardiology', 'therapists?', 'psychotherapy', 'medicaid', 'medicare',
        'clinical trials?', 'illness(es)?', 'medrxiv'),
      // "Diagnose" is left out: debugging tools diagnose too ("Failed Execution Doctor").
      ...weak('health', 'clinics?', 'doctors?', 'drugs?', 'therapy', 'wellness', 'wellbeing',
        'x-?rays?', 'mri', 'pubmed', 'care', 'genomics', 'scribes?', 'life sciences', 'bioinformatics'),
    ],
    // "clear, patient, and detailed explanations" describes a tutor, not a patient.
    excluded: ['health ?checks?', 'health of (the|your) (code|system|pipeline|repo)', 'system health', 'code health',
      '(highly|very|extremely|infinitely) patient', 'patient(?=,| and (detailed|clear|kind|friendly|encouraging)| with (you|users|learners|beginners))',
      "(don't|do not|doesn't) care", 'take care of', 'customer care', 'skin ?care'],
  },
  {
    industry: 'finance',
    keywords: [
      ...strong('finance', 'financial', 'fintech', 'accounting', 'accountants?', 'bookkeeping', 'invoices?', 'invoicing',
        'tax(es)?', 'taxation', 'trading', 'traders?', 'stock market', 'stocks', 'equity research', 'invest(ing|ment|ments|ors?)',
        'portfolio management', 'hedge funds?', 'banking', 'earnings', 'sec filings?', 'edgar', 'balance sheets?',
        'cash ?flows?', 'profit and loss', 'p&l', 'mortgages?', 'credit (cards?|scores?|risk)', 'bitcoin',
        'crypto(currenc(y|ies))?', 'forex', 'quant(itative)? (trading|finance|strateg(y|ies))', 'cfos?', 'budgeting',
        'personal finance', 'retirement', 'wealth management', 'financial statements?', 'expense reports?', 'market data', 'etfs?', 'equit(y|ies)', 'dividends?', 'securities', 'asset allocation', 'options trading',
        'interest rates?', 'inflation', 'macroeconomic', 'sector rotation', 'accounts (payable|receivable)', 'ledgers?'),
      ...weak('budgets?', 'expenses?', 'loans?', 'insurance', 'wealth', 'esg', 'stock', 'markets?', 'revenue', 'audits?',
        'auditing', 'payments?', 'billing', 'fraud', 'portfolios?', 'valuation', 'pricing', 'banks?', 'economic', 'aml',
        'kyc', 'anti-money laundering'),
    ],
    excluded: ['in stock', 'stock (photos?|images?|footage)', 'stock market of ideas', 'token budget', 'context budget',
      'marketplace', 'market research', 'go-to-market', 'go to market'],
  },
  {
    industry: 'hr-recruitment',
    keywords: [
      ...strong('hr', 'human resources', 'recruit(s|ing|er|ers|ment)?', 'hiring', 'talent acquisition', 'job descriptions?',
        'job postings?', 'job offers?', 'applicants?', 'applicant tracking', 'ats', 'resume screening',
        'screen(ing)? (resumes|cvs|candidates)', 'resume pars(er|ing)', 'cv screening', 'payroll', 'performance reviews?',
        'employee onboarding', 'new hires?', 'offer letters?', 'employer brand(ing)?', 'headhunt(er|ers|ing)', 'staffing',
        'workforce planning', 'interview (questions|scheduling)', 'interviewing candidates', 'bamboohr', 'hris',
        'employee (engagement|experience|relations|handbook|benefits)', 'people operations', 'executive search', 'chros?',
        'hrbps?', 'l&d', 'learning and development', 'talent crm', 'candidate relationships?', 'succession planning', 'talent management', 'labou?r relations',
        'workforce analytics', 'employer', 'job seekers?'),
      ...weak('candidates?', 'interviews?', 'employees?', 'onboarding', 'resumes?', 'cvs?', 'careers?', 'jobs?', 'workforce',
        'compensation', 'talent', 'cover letters?', 'internships?', 'labou?r'),
    ],
    excluded: ['cron jobs?', 'batch jobs?', 'background jobs?', 'job queues?', 'ci jobs?', 'candidate generation',
      'user onboarding', 'customer onboarding'],
  },
  {
    industry: 'sales',
    keywords: [
      ...strong('sales', 'crm', 'lead generation', 'lead (scoring|qualification|enrichment|outreach|gen|management)',
        'sales leads', 'prospect(s|ing)?', 'cold (emails?|outreach|calling|calls)', 'outbound', 'sdrs?', 'bdrs?',
        'salesforce', 'pipedrive', 'upsell(ing)?', 'battle ?cards?', 'deal (flow|pipeline)'),
      ...weak('leads', 'deals?', 'hubspot', 'outreach', 'b2b', 'negotiation', 'sell(ing)?', 'proposals?', 'quotes',
        'buyers?', 'conversion'),
    ],
    excluded: ['leads? to', 'leads? the', 'salesforce of', 'talent crm', 'candidate crm', 'recruiting crm'],
  },
  {
    industry: 'customer-service',
    keywords: [
      ...strong('customer (support|service|care|success|inquir(y|ies)|queries|questions|complaints|tickets?|requests)',
        'help ?desk', 'service desk', 'support tickets?', 'ticket(ing)? (system|triage|routing)', 'call cent(er|re)s?',
        'contact cent(er|re)s?', 'zendesk', 'freshdesk', 'intercom',
        'support (agents?|bots?|chatbots?|teams?|assistants?|emails?|requests?)'),
      ...weak('live chat', 'faqs?', 'tickets?', 'complaints?', 'refunds?', 'escalations?', 'customers?', 'inquir(y|ies)'),
    ],
    excluded: [],
  },
  {
    industry: 'education',
    keywords: [
      ...strong('education', 'educational', 'educators?', 'students?', 'teachers?', 'teaching', 'tutors?', 'tutoring',
        'classrooms?', 'curriculum', 'curricula', 'lesson plans?', 'lessons', 'homework', 'e-?learning', 'edtech',
        'learners?', 'study (plans?|guides?|partners?|notes)', 'language learning', 'pedagog(y|ical)', 'syllabus',
        'learning paths?', 'personali[sz]ed learning', 'teaching assistants?'),
      ...weak('quiz(zes)?', 'exams?', 'flashcards?', 'studying', 'online courses?', 'course (materials?|content|creation)',
        'universit(y|ies)', 'colleges?', 'vocabulary', 'grading', 'kids', 'academic', 'learning', 'schools?'),
    ],
    excluded: ['machine learning', 'deep learning', 'reinforcement learning', 'learning rate', 'in-context learning',
      'federated learning', 'transfer learning', 'self-learning', 'model training', 'training data', 'fine-?tuning',
      'training (pipeline|scripts?|code|loop|runs?)', 'law schools?', 'medical schools?', 'schools? of (thought|mind)',
      'educational background', '(buddhist|spiritual|zen|dharma|meditation) teachers?'],
  },
]
