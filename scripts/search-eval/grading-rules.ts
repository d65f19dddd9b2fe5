/**
 * How the graded query set (queries.json) was drafted: for each query, rules over the shipped
 * catalogue's text (name, tags, description), industry and category give each agent a grade
 * (3 = exactly what the query asks for, 2 = clearly useful, 1 = related), first matching rule wins.
 * `npm run search:grade` turns these into explicit stable keys in queries.json, which a person
 * then reviews; the evaluation reads only queries.json, so a rebuilt catalogue cannot move grades.
 */
export type Agent = { name: string; description: string; tags: string[]; industry: string; category: string; source: string; link: string }
export type Rule = { grade: 1 | 2 | 3; test: (agent: Agent) => boolean }
export type QueryRules = { query: string; group: string; rules: Rule[] }

const text = (agent: Agent) => `${agent.name} | ${agent.tags.join(' ')} | ${agent.description}`
/** Text matches every pattern; `industries` limits to those industries. */
export function when(grade: Rule['grade'], patterns: RegExp[], industries?: string[]): Rule {
  return {
    grade,
    test: (agent) => (!industries || industries.includes(agent.industry)) && patterns.every((pattern) => pattern.test(text(agent))),
  }
}
const inName = (grade: Rule['grade'], pattern: RegExp): Rule => ({ grade, test: (agent) => pattern.test(agent.name) })
/** An agent's text as the rules read it: name, tags and description. */
export const textOf = (agent: Agent) => `${agent.name} | ${agent.tags.join(' ')} | ${agent.description}`
/** Like when(), but the agent's text must also not match `unless`; `industries` limits as in when(). */
export const whenNot = (grade: Rule['grade'], patterns: RegExp[], unless: RegExp, industries?: string[]): Rule => ({
  grade,
  test: (agent) => (!industries || industries.includes(agent.industry)) && patterns.every((pattern) => pattern.test(textOf(agent))) && !unless.test(textOf(agent)),
})
/** From one source (n8n, flowise) and matching every pattern: the framework named and the task done. */
export const fromSourceWhen = (grade: Rule['grade'], source: string, patterns: RegExp[]): Rule => ({
  grade,
  test: (agent) => agent.source === source && patterns.every((pattern) => pattern.test(textOf(agent))),
})
export const inIndustry = (grade: Rule['grade'], industries: string[]): Rule => ({ grade, test: (agent) => industries.includes(agent.industry) })
export const fromSource = (grade: Rule['grade'], sources: string[]): Rule => ({ grade, test: (agent) => sources.includes(agent.source) })

/** Industry lists and support wording shared by the fresh sets' rules. */
export const EDU = ['education']
export const HEALTH = ['healthcare']
export const LEGAL = ['legal']
export const HR = ['hr-recruitment']
export const FINANCE = ['finance']
export const SUPPORT_WORDS = /customer support|customer service|helpdesk|help desk|support ticket|ticket|customer (inquir|question|quer)/i

export const CONTRACT = /\bcontracts?\b|\bclauses?\b|\bnda\b|agreement|redline/i
export const LAW_FIRM = /law firm|lawyer|attorney|solicitor|legal practice|practice management|case management|\bmatters?\b/i
export const INVOICE = /invoice/i
export const BOOKKEEPING = /bookkeep|accounting|accountant|ledger|quickbooks|xero|reconcil|receipt|expense/i
export const TAX = /\btax(es)?\b|\bvat\b/i
export const RESUME = /resume|\bcv\b|curriculum vitae/i
export const SCREEN = /screen|shortlist|rank|rating|scor|parse|pars/i
export const TEACH = /teach|teacher|lesson|classroom|educator|curriculum|worksheet/i
export const TUTOR = /tutor|learn|student|study/i
export const PATIENT = /patient/i
export const CLINIC = /clinic|patient|appointment|medical practice|doctor|physician|dental|ehr|emr/i
export const SUPPORT = /customer support|support agent|customer service|helpdesk|help desk|support ticket|customer inquiries|customer questions|support chatbot/i
export const LEADS = /\bleads?\b/i
export const ECOMMERCE = /shopify|woocommerce|e-?commerce|amazon|online store|\bstore\b|seller|shopper|shopping|product description|product title|product listing/i

export const QUERY_RULES: QueryRules[] = [
  // Shop owners
  { group: 'shop', query: 'write product descriptions for my online store', rules: [when(3, [/product description|product copywriting|listing copywriter|product title/i]), when(2, [/copywrit|product/i, /e-?commerce|amazon|seller|store|marketing/i]), when(1, [ECOMMERCE])] },
  { group: 'shop', query: 'shopify store assistant', rules: [when(3, [/shopify|woocommerce/i]), when(2, [/e-?commerce|online store|shopping assistant|seller/i]), when(1, [ECOMMERCE])] },
  { group: 'shop', query: 'answer customer questions for my ecommerce shop', rules: [when(3, [/woocommerce|e-?commerce|shop|store|seller/i, /support|chatbot|customer|question/i]), when(2, [SUPPORT]), when(1, [ECOMMERCE])] },
  { group: 'shop', query: 'amazon seller listing', rules: [when(3, [/amazon/i, /listing|title|seller/i]), when(2, [/product description|product title|e-?commerce|seller/i]), when(1, [ECOMMERCE])] },
  { group: 'shop', query: 'help customers find products', rules: [when(3, [/personal shopper|shopping assistant|shopping partner|product recommend|find products/i]), when(2, [/e-?commerce|woocommerce|shopify|shopping/i]), when(1, [ECOMMERCE])] },
  { group: 'shop', query: 'social media posts for my small business', rules: [when(3, [/social media|instagram|facebook|linkedin|twitter|tiktok|xiaohongshu/i, /post|content|copy|caption|advert/i]), when(2, [/social media|instagram|facebook|linkedin post|twitter|tiktok/i]), when(1, [/marketing|copywrit/i])] },
  { group: 'shop', query: 'inventory and delivery planning', rules: [when(3, [/inventory/i]), when(2, [/logistic|delivery|supply chain/i]), when(1, [/e-?commerce/i])] },
  // Teachers and schools
  { group: 'education', query: 'lesson plans for teachers', rules: [when(3, [/lesson plan|course content|teaching guideline|curriculum|worksheet/i]), when(2, [TEACH], ['education']), when(1, [TUTOR], ['education'])] },
  { group: 'education', query: 'teaching assistant for my classroom', rules: [when(3, [/teaching assistant|teacher assistant|classroom|teaching mentor|teaching agent|course content/i]), when(2, [TEACH], ['education']), when(1, [TUTOR], ['education'])] },
  { group: 'education', query: 'grade student essays', rules: [when(3, [/grad(e|es|ing)\b/i, /essay|writing/i]), when(2, [/essay|writing tutor|revision|toefl|ielts/i], ['education', 'general']), when(1, [/student/i], ['education'])] },
  { group: 'education', query: 'math tutor for kids', rules: [when(3, [/math/i, TUTOR]), when(2, [/tutor/i], ['education']), when(1, [TUTOR], ['education'])] },
  { group: 'education', query: 'english language tutor', rules: [when(3, [/english|language|vocabulary|grammar|ielts|toefl|finnish|turkish|japanese|patois|slang/i, /tutor|teacher|teach|mentor|facilitator|instructor|worksheet|linguist/i]), when(2, [/language|english|vocabulary|grammar/i], ['education']), when(1, [/tutor/i])] },
  { group: 'education', query: 'quiz and worksheet generator', rules: [when(3, [/quiz|worksheet/i]), when(2, [/exam|test prep|flashcard/i], ['education']), when(1, [TEACH], ['education'])] },
  { group: 'education', query: 'school homework help', rules: [when(3, [/homework|high school|students? with their studies|study/i], ['education']), when(2, [/tutor|student/i], ['education']), when(1, [/learn/i], ['education'])] },
  { group: 'education', query: 'exam preparation', rules: [when(3, [/exam|sat\b|ielts|toefl|test prep/i], ['education']), when(2, [/tutor|study|student/i], ['education'])] },
  // Clinic managers
  { group: 'healthcare', query: 'book patient appointments for my clinic', rules: [when(3, [/appointment|booking/i, /patient|\bclinics?\b|medical|dental|doctor/i]), when(2, [/appointment|booking/i]), when(1, [/patient|\bclinics?\b/i], ['healthcare'])] },
  { group: 'healthcare', query: 'medical records summary', rules: [when(3, [/medical record|health record|ehr|emr|clinical note|fhir|patient record|chart/i, /summar|extract|structur|query|analy/i]), when(2, [/medical record|health record|ehr|emr|clinical note|fhir|patient data/i]), when(1, [PATIENT], ['healthcare'])] },
  { group: 'healthcare', query: 'clinical notes scribe', rules: [when(3, [/scribe|clinical note|soap note|documentation|transcri|dictat/i], ['healthcare']), when(2, [/clinical|medical record|ehr/i], ['healthcare']), when(1, [/doctor|physician/i], ['healthcare'])] },
  { group: 'healthcare', query: 'patient intake chatbot', rules: [when(3, [/intake|triage|symptom/i, /patient|medical|health/i]), when(2, [/patient|medical/i, /chat|assistant|bot|q&a|question/i], ['healthcare']), when(1, [PATIENT], ['healthcare'])] },
  { group: 'healthcare', query: 'medical billing and coding', rules: [when(3, [/billing|\bbills?\b|icd|cpt|medical coding|claims?\b|revenue cycle/i], ['healthcare']), when(2, [/insurance|payer|npi|provider/i], ['healthcare']), when(1, [/medical/i], ['healthcare'])] },
  { group: 'healthcare', query: 'dental practice', rules: [when(3, [/dental|dentist|teeth|tooth/i]), when(2, [/\bclinics?\b|appointment|medical practice|practice management/i], ['healthcare']), when(1, [PATIENT], ['healthcare'])] },
  { group: 'healthcare', query: 'doctor assistant', rules: [when(3, [/doctor|physician|clinician/i, /assist|support|copilot|helper/i], ['healthcare']), when(2, [/doctor|physician|clinician|diagnos/i], ['healthcare']), when(1, [CLINIC], ['healthcare'])] },
  { group: 'healthcare', query: 'hipaa compliant health data', rules: [when(3, [/hipaa/i]), when(2, [/health data|patient data|ehr|fhir|privacy/i], ['healthcare']), when(1, [/health/i], ['healthcare'])] },
  // Lawyers and law firms
  { group: 'legal', query: 'contract review for law firm', rules: [when(3, [CONTRACT, /review|redline|risk|analy/i], ['legal']), when(2, [CONTRACT], ['legal']), when(2, [LAW_FIRM], ['legal']), inIndustry(1, ['legal'])] },
  { group: 'legal', query: 'attorney tools', rules: [when(3, [/attorney|lawyer|law firm/i], ['legal']), when(2, [/legal practice|case management|practice management|legal workspace|legal research/i], ['legal']), inIndustry(1, ['legal'])] },
  { group: 'legal', query: 'draft an nda', rules: [when(3, [/\bnda\b|non-disclosure|confidentiality agreement/i]), when(2, [/draft/i, CONTRACT]), when(2, [CONTRACT, /generat|draft|template|document assembly/i]), when(1, [CONTRACT], ['legal'])] },
  { group: 'legal', query: 'legal research case law', rules: [when(3, [/case law|case-law|precedent|legal research|court decision|judgments?|statut/i], ['legal']), when(2, [/research|citation|caselaw|court/i], ['legal']), inIndustry(1, ['legal'])] },
  { group: 'legal', query: 'lawyer', rules: [when(3, [/lawyer|attorney|law firm|counsel/i], ['legal']), when(2, [/legal/i], ['legal']), inIndustry(1, ['legal'])] },
  { group: 'legal', query: 'gdpr privacy compliance', rules: [when(3, [/gdpr|data protection|privacy/i, /complian|law|regulat|legal/i]), when(2, [/gdpr|privacy|data protection/i]), when(1, [/complian|regulat/i], ['legal'])] },
  { group: 'legal', query: 'law firm case management', rules: [when(3, [/case management|practice management|matter management|legal workspace|case and practice/i]), when(2, [LAW_FIRM], ['legal']), inIndustry(1, ['legal'])] },
  { group: 'legal', query: 'legal document drafting', rules: [when(3, [/draft|generat|assembl|template/i, /legal|contract|document/i], ['legal']), when(2, [/document/i], ['legal']), inIndustry(1, ['legal'])] },
  // Recruiters and HR
  { group: 'hr', query: 'screen resumes', rules: [when(3, [RESUME, SCREEN]), when(2, [RESUME]), when(2, [/candidate/i, /shortlist|assess|screen/i]), when(1, [/recruit|hiring/i], ['hr-recruitment'])] },
  { group: 'hr', query: 'recruiter sourcing candidates', rules: [when(3, [/sourc|passive candidate|executive search|candidate pipeline/i, /candidate|recruit|talent/i]), when(2, [/recruit|candidate|talent acquisition/i], ['hr-recruitment']), inIndustry(1, ['hr-recruitment'])] },
  { group: 'hr', query: 'answer employee questions about company policy', rules: [when(3, [/helpdesk|help desk|knowledge base|knowledge management|policy|policies|handbook/i, /hr|employee|people ops/i]), when(2, [/employee/i], ['hr-recruitment']), when(1, [/company documents/i])] },
  { group: 'hr', query: 'employee onboarding', rules: [when(3, [/onboarding/i], ['hr-recruitment']), when(2, [/employee|new hire/i], ['hr-recruitment']), when(1, [/onboarding/i])] },
  { group: 'hr', query: 'interview scheduling', rules: [when(3, [/interview/i, /schedul/i]), when(2, [/interview/i], ['hr-recruitment', 'general']), when(1, [/recruit|hiring/i], ['hr-recruitment'])] },
  { group: 'hr', query: 'write a job description', rules: [when(3, [/job description|job posting|job ad/i]), when(2, [/job|hiring|recruit/i, /writ|content|draft/i], ['hr-recruitment']), when(1, [/recruit|hiring/i], ['hr-recruitment'])] },
  { group: 'hr', query: 'payroll', rules: [when(3, [/payroll/i]), when(2, [/compensation|salary|benefits/i], ['hr-recruitment']), when(1, [/employee/i], ['hr-recruitment'])] },
  { group: 'hr', query: 'hiring', rules: [when(3, [/hiring|recruit|talent acquisition/i], ['hr-recruitment']), when(2, [/candidate|interview|resume/i]), inIndustry(1, ['hr-recruitment'])] },
  { group: 'hr', query: 'performance reviews for my team', rules: [when(3, [/performance (review|management|appraisal|evaluation)|appraisal/i]), when(2, [/performance|feedback|okr/i], ['hr-recruitment']), when(1, [/employee|people/i], ['hr-recruitment'])] },
  // Accountants and bookkeepers
  { group: 'finance', query: 'bookkeeping for small business', rules: [when(3, [/bookkeep|accounting|ledger|reconcil|quickbooks|xero/i]), when(2, [/expense|receipt|invoice|cash flow|profit and loss|p&l|financial statement/i]), inIndustry(1, ['finance'])] },
  { group: 'finance', query: 'invoice processing', rules: [when(3, [INVOICE]), when(2, [/receipt|accounts (payable|receivable)|billing/i]), when(1, [BOOKKEEPING])] },
  { group: 'finance', query: 'accountant', rules: [when(3, [/accountant|accounting|bookkeep|cpa\b/i]), when(2, [/tax|ledger|financial statement|audit/i], ['finance']), inIndustry(1, ['finance'])] },
  { group: 'finance', query: 'tax deductions', rules: [when(3, [/tax/i, /deduct|return|filing|liabilit|bracket/i]), when(2, [TAX]), when(1, [/accounting|expense/i], ['finance'])] },
  { group: 'finance', query: 'track expenses', rules: [when(3, [/expense/i, /track|manag|categor|report/i]), when(2, [/expense|receipt|budget/i]), when(1, [BOOKKEEPING])] },
  { group: 'finance', query: 'cash flow forecast', rules: [when(3, [/cash flow|cash-flow|forecast/i], ['finance']), when(2, [/budget|financial statement|profit and loss|accounts receivable/i], ['finance']), inIndustry(1, ['finance'])] },
  { group: 'finance', query: 'financial statements analysis', rules: [when(3, [/financial (statement|ratio|report)|income statement|balance sheet|profit and loss|cash flow statement|10-k|annual report/i]), when(2, [/financial analy|financial data|earnings|sec filings?|edgar/i]), inIndustry(1, ['finance'])] },
  // Sales leads
  { group: 'sales', query: 'qualify inbound leads', rules: [when(3, [LEADS, /qualif|scor/i]), when(2, [LEADS]), when(1, [/sales|crm/i], ['sales'])] },
  { group: 'sales', query: 'cold email outreach', rules: [when(3, [/cold email|outreach/i]), when(2, [/email/i, /sales|lead|prospect/i]), when(1, [/sales/i], ['sales'])] },
  { group: 'sales', query: 'crm automation', rules: [when(3, [/\bcrm\b|hubspot|salesforce|pipedrive|erpnext/i]), when(2, [LEADS]), when(1, [/sales/i], ['sales'])] },
  { group: 'sales', query: 'sales assistant for my team', rules: [when(3, [/sales/i, /assistant|agent|team|rep|copilot/i], ['sales']), when(2, [LEADS, /sales|outreach/i]), when(1, [/sales/i])] },
  { group: 'sales', query: 'find prospects on linkedin', rules: [when(3, [/linkedin/i, /lead|prospect|outreach|sourc/i]), when(2, [/linkedin/i]), when(1, [/prospect|leads?\b/i])] },
  { group: 'sales', query: 'follow up with leads on whatsapp', rules: [when(3, [/whatsapp/i, LEADS]), when(2, [LEADS, /follow|qualif/i]), when(2, [/whatsapp/i]), when(1, [LEADS])] },
  // Support leads
  { group: 'support', query: 'customer support chatbot', rules: [when(3, [/support|customer service/i, /chatbot|chat|bot|agent/i], ['customer-service']), when(2, [SUPPORT]), inIndustry(1, ['customer-service'])] },
  { group: 'support', query: 'helpdesk ticket triage', rules: [when(3, [/ticket|helpdesk|help desk|triage|categori[sz]es user messages/i, /support|helpdesk|help desk|customer|it\b|urgent/i]), when(2, [SUPPORT]), inIndustry(1, ['customer-service'])] },
  { group: 'support', query: 'faq bot for website', rules: [when(3, [/faq|answers customer questions|website chat|answers questions based on|company info|knowledge base/i]), when(2, [/chatbot|rag/i, /company|customer|website|documents/i]), inIndustry(1, ['customer-service'])] },
  { group: 'support', query: 'customer service team', rules: [when(3, [/customer (service|support)|support team/i]), when(2, [/support/i], ['customer-service']), inIndustry(1, ['customer-service'])] },
  { group: 'support', query: 'reply to customer emails automatically', rules: [when(3, [/email|gmail|outlook|inbox/i, /repl|respond|answer|draft|customer/i]), when(2, [SUPPORT]), when(1, [/email/i])] },
  { group: 'support', query: 'voice agent to answer phone calls', rules: [when(3, [/\bphone|receptionist|voice agent|voice ai agents|voice answers/i]), when(2, [/\bvoice\b|telephon|twilio/i]), when(1, [SUPPORT])] },
  // Framework and platform names
  { group: 'framework', query: 'crewai', rules: [when(3, [/crew ?ai/i]), fromSource(3, ['crewai']), when(1, [/multi-agent/i])] },
  { group: 'framework', query: 'flowise', rules: [fromSource(3, ['flowise']), when(3, [/flowise/i])] },
  { group: 'framework', query: 'n8n workflow', rules: [fromSource(3, ['n8n']), when(3, [/\bn8n\b/i])] },
  { group: 'framework', query: 'langgraph agent', rules: [when(3, [/langgraph/i]), when(1, [/langchain/i])] },
  { group: 'framework', query: 'autogen multi agent', rules: [when(3, [/autogen/i]), when(2, [/multi-agent|multi agent/i, /framework|library|conversation/i]), when(1, [/multi-agent/i])] },
  { group: 'framework', query: 'langchain', rules: [when(3, [/langchain/i]), when(1, [/langgraph|llamaindex/i])] },
  { group: 'framework', query: 'mcp server', rules: [when(3, [/\bmcp\b|model context protocol/i])] },
  // Typos
  { group: 'typo', query: 'contrcat reveiw', rules: [when(3, [CONTRACT, /review|redline|risk|analy/i]), when(2, [CONTRACT], ['legal']), when(1, [/review/i], ['legal'])] },
  { group: 'typo', query: 'bookeeping', rules: [when(3, [/bookkeep|accounting|ledger|reconcil|quickbooks|xero/i]), when(2, [/expense|receipt|invoice/i]), when(1, [/financ/i], ['finance'])] },
  { group: 'typo', query: 'recruting', rules: [when(3, [/recruit/i]), when(2, [/hiring|candidate|talent acquisition/i]), inIndustry(1, ['hr-recruitment'])] },
  { group: 'typo', query: 'custmer suport', rules: [when(3, [/customer support|customer service|support agent/i]), when(2, [SUPPORT]), inIndustry(1, ['customer-service'])] },
  { group: 'typo', query: 'attourney', rules: [when(3, [/attorney|lawyer|law firm/i], ['legal']), when(2, [/legal/i], ['legal']), inIndustry(1, ['legal'])] },
  { group: 'typo', query: 'flowize chatbot', rules: [when(3, [/flowise/i]), fromSource(3, ['flowise']), when(1, [/chatbot/i])] },
  { group: 'typo', query: 'invoise', rules: [when(3, [INVOICE]), when(2, [/receipt|billing/i]), when(1, [BOOKKEEPING])] },
  { group: 'typo', query: 'pateint appointments', rules: [when(3, [/appointment|booking|schedul/i, /patient|clinic|medical|health|dental/i]), when(2, [/appointment/i]), when(1, [PATIENT], ['healthcare'])] },
]

export { inName }
