/**
 * A third graded set, "people's words" (2026-11-26): 29 requests written as owners, teachers,
 * clinic managers, lawyers, recruiters and accountants type them, chosen without looking at the
 * vocabulary or at any result (the queries were committed before the first run), and including
 * two nonsense searches that should match nothing. The grades below are a person's judgement of
 * what each asker wants, checked against the list of candidates (list-candidates.ts): grade 3 does
 * the task, 2 clearly helps with it, 1 is related. `npm run search:eval -- --people` scores it.
 * Never tune on its queries.
 */
import { ECOMMERCE, inIndustry, when, type QueryRules } from './grading-rules.ts'

const EDU = ['education']
const HEALTH = ['healthcare']
const LEGAL = ['legal']
const HR = ['hr-recruitment']
const FINANCE = ['finance']
const PRODUCT_COPY = /product description|product cop|listing cop|product title|title assistant|listing specialist/i

export const PEOPLE_RULES: QueryRules[] = [
  // Shop owners
  { group: 'shop', query: 'my etsy candles need better titles and tags', rules: [when(3, [PRODUCT_COPY]), when(3, [/etsy/i, /title|tag|listing|seo/i]), when(2, [/\bseo\b/i, /product|e-?commerce|listing/i]), when(1, [ECOMMERCE])] },
  { group: 'shop', query: 'reply to customers asking where their parcel is', rules: [when(3, [/order (status|tracking)|package tracking|parcel|shipment tracking|where is my order/i]), when(2, [/e-?commerce|shopify|woocommerce|\bstore\b|\bshop\b|retail/i, /support|customer service|inquir|question/i]), when(1, [/customer support|customer service|helpdesk/i])] },
  { group: 'shop', query: 'turn product photos into descriptions for my online shop', rules: [when(3, [/image|photo|picture|vision/i, /product/i, /descri|listing|title|cop/i]), when(2, [PRODUCT_COPY]), when(1, [ECOMMERCE])] },
  // Teachers
  { group: 'education', query: 'make a quiz from a chapter of a textbook', rules: [when(3, [/quiz|question generat|multiple.choice|\bmcq|exam questions|test questions/i, /generat|creat|make|from|text|document|chapter|material/i]), when(2, [/quiz|exam|worksheet|flashcard|comprehension/i], EDU), when(1, [/study|revision|learn/i], EDU)] },
  { group: 'education', query: 'give feedback on year 9 history essays', rules: [when(3, [/essay|writing|assignment/i, /feedback|grad|mark|scor|assess|review/i], EDU), when(2, [/essay/i, /feedback|grad|mark|scor|assess|review|edit/i]), when(2, [/grad(e|er|es|ing)\b|marking|assessment/i], EDU), when(1, [/history|teach|teacher|student/i], EDU)] },
  { group: 'education', query: 'explain fractions to a struggling 10 year old', rules: [when(3, [/math/i, /tutor|explain|teach|student|child|kid/i]), when(2, [/tutor|homework|explain|child|kid/i], EDU), inIndustry(1, EDU)] },
  // Clinics
  { group: 'healthcare', query: 'dentist practice wants fewer no-shows', rules: [when(3, [/no-?shows?|missed appointment|appointment remind|reminder/i, /appointment|patient|dental|clinic|booking/i]), when(2, [/appointment|booking|scheduling/i, /patient|dental|clinic|medical|practice/i]), when(2, [/dental|dentist/i]), when(1, [/appointment|scheduling/i])] },
  { group: 'healthcare', query: "turn my doctor's dictation into a clinic letter", rules: [when(3, [/dictation|(?<!de)scribe\b|clinical (note|documentation|letter)|soap note|referral letter|clinic letter|medical (transcription|documentation|letter)|discharge summar/i], HEALTH), when(2, [/dictation|(?<!de)scribe\b/i]), when(2, [/transcri|notes|documentation|letter|summar/i], HEALTH), inIndustry(1, HEALTH)] },
  { group: 'healthcare', query: 'help patients understand their blood test results', rules: [when(3, [/lab (result|report|test)|blood test|test results|medical report|health report/i]), when(2, [/patient|medical|health|symptom/i, /explain|understand|educat|question|inform/i], HEALTH), inIndustry(1, HEALTH)] },
  // Law firms
  { group: 'legal', query: 'check a tenancy agreement for unfair terms', rules: [when(3, [/lease|tenancy|rental|landlord|tenant/i, /contract|agreement|review|clause|terms|risk/i]), when(3, [/contract|agreement/i, /unfair|red.?flag/i]), when(2, [/contract|agreement|clause/i, /review|risk|analy|check/i]), when(1, [/contract|agreement|clause/i], LEGAL), inIndustry(1, LEGAL)] },
  { group: 'legal', query: 'solicitor needs to summarise a long witness statement', rules: [when(3, [/witness|deposition|testimony|transcript|statement/i], LEGAL), when(3, [/summar/i, /legal|document|case|litigation/i], LEGAL), when(2, [/litigation|case|document|evidence|discovery/i], LEGAL), inIndustry(1, LEGAL)] },
  { group: 'legal', query: 'are we gdpr compliant, check our privacy policy', rules: [when(3, [/gdpr|privacy polic|data protection|privacy compliance/i]), when(2, [/privacy|compliance|regulat/i], LEGAL), inIndustry(1, LEGAL)] },
  // Employers and recruiters
  { group: 'hr', query: 'screen 200 cvs for a barista job', rules: [when(3, [/resume|\bcvs?\b|applicant|application/i, /screen|shortlist|rank|scor|sort|pars|filter/i]), when(2, [/resume|\bcvs?\b|candidate|applicant|recruit/i]), inIndustry(1, HR)] },
  { group: 'hr', query: 'write a job advert for a part time receptionist', rules: [when(3, [/job (description|ad|advert|post|listing)|job posting|vacanc/i]), when(2, [/recruit|hiring|talent/i], HR), inIndustry(1, HR)] },
  { group: 'hr', query: 'new employee first week checklist', rules: [when(3, [/onboarding|new hire|new employee|new starter|orientation/i], HR), when(3, [/onboarding|new hire/i, /employee|staff|checklist/i]), when(2, [/employee|hr helpdesk|hr policy|handbook/i], HR), inIndustry(1, HR)] },
  // Accountants
  { group: 'finance', query: 'categorise business expenses for my accountant', rules: [when(3, [/expense|receipt|transaction/i, /categori|classif|track|manag|report|bookkeep|sort/i]), when(2, [/bookkeep|accounting|ledger|expense|quickbooks|xero/i]), inIndustry(1, FINANCE)] },
  { group: 'finance', query: 'cash flow forecast for a cafe', rules: [when(3, [/cash ?flow|forecast/i, /financ|cash|budget|revenue/i]), when(2, [/budget|financial (plan|model|analy|report)|financial statement/i]), inIndustry(1, FINANCE)] },
  { group: 'finance', query: 'sole trader self assessment tax help', rules: [when(3, [/\btax(es)?\b|tax return|self.assessment|\bhmrc\b|\birs\b/i]), when(2, [/accounting|bookkeep|accountant|freelanc|self.employ/i], FINANCE), inIndustry(1, FINANCE)] },
  // Sales
  { group: 'sales', query: 'follow up with people who went quiet after a quote', rules: [when(3, [/follow.?up|nurtur|re-?engag/i, /lead|prospect|sales|deal|quote/i]), when(2, [/sales|outreach/i, /email|sequence|cadence|pipeline|crm/i]), when(1, [/sales|crm|lead/i])] },
  { group: 'sales', query: 'linkedin messages to find new clients', rules: [when(3, [/linkedin/i, /outreach|prospect|\bleads?\b|sales|client/i]), when(2, [/outreach|prospect|lead gen|cold (email|message)/i]), when(1, [/linkedin|sales|\bleads?\b/i])] },
  // Support leads
  { group: 'support', query: 'stop answering the same refund questions over and over', rules: [when(3, [/refund|return/i, /support|customer|question|polic|request/i]), when(3, [/faq|canned|auto.?repl|knowledge base/i, /support|customer|question/i]), when(2, [/customer support|customer service|helpdesk|help desk|support ticket|support agent|support chatbot/i]), when(1, [/chatbot|faq/i])] },
  { group: 'support', query: 'what are customers complaining about in our reviews', rules: [when(3, [/customer (review|feedback|complaint)|trustpilot|yelp|app (store )?review|google review|complain|\bfeedback\b|\breviews\b/i, /sentiment|analy|insight|theme|summar|categor|classif/i, /customer|user|review|feedback|complain/i]), when(2, [/sentiment|customer feedback|complaint|trustpilot|yelp/i]), when(1, [/customer (support|service|experience)/i])] },
  // Frameworks and typos
  { group: 'framework', query: 'n8n workflow that reads gmail', rules: [{ grade: 3, test: (agent) => agent.source === 'n8n' && /gmail/i.test(`${agent.name} ${agent.tags.join(' ')} ${agent.description}`) }, { grade: 2, test: (agent) => agent.source === 'n8n' && /\bemail|inbox|outlook/i.test(`${agent.name} ${agent.tags.join(' ')} ${agent.description}`) }, when(1, [/gmail/i])] },
  { group: 'framework', query: 'langgraph multi agent example', rules: [when(3, [/langgraph/i, /multi.?agent|supervisor|swarm|team|crew|hierarch/i]), when(2, [/langgraph/i]), when(1, [/multi.?agent/i])] },
  { group: 'framework', query: 'crewai research crew', rules: [when(3, [/crew.?ai/i, /research/i]), when(2, [/crew.?ai/i]), when(1, [/research/i, /multi.?agent|crew/i])] },
  { group: 'typo', query: 'recrutment chatbot', rules: [when(3, [/recruit|hiring|candidate|applicant|job/i, /chat|bot|conversation|assistant|answer/i], HR), when(2, [/recruit|hiring|talent|candidate/i]), inIndustry(1, HR)] },
  { group: 'typo', query: 'acounting softwre for freelancers', rules: [when(3, [/accounting|bookkeep|invoice|expense/i, /freelanc|self.employ|small business|sole|solo|contractor/i]), when(2, [/accounting|bookkeep|accountant|ledger|quickbooks|xero/i]), inIndustry(1, FINANCE)] },
  // Nonsense: nothing should match (no grades; the evaluation scores these on an empty result)
  { group: 'nonsense', query: 'qwzxv plorbt', rules: [] },
  { group: 'nonsense', query: 'blorptastic frimble gax', rules: [] },
]
