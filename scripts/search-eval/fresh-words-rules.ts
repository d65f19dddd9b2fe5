/**
 * A fourth graded set, "fresh words" (2026-11-27, decision 045): 30 requests in the words of
 * owners, teachers, clinic managers, lawyers, recruiters, accountants, sales and support leads,
 * framework users and typists, written and committed before any of their results was seen, on
 * tasks none of the other sets asks about word for word. Graded like people-words-rules.ts: grade 3
 * does the task, 2 clearly helps with it, 1 is related; first matching rule wins.
 * `npm run search:eval -- --fresh` scores it. Never tune on its queries.
 */
import { ECOMMERCE, EDU, FINANCE, fromSource, HEALTH, HR, inIndustry, LEGAL, SUPPORT_WORDS, when, type QueryRules } from './grading-rules.ts'


export const FRESH_RULES: QueryRules[] = [
  // Shop owners
  { group: 'shop', query: 'chatbot for my woocommerce store that answers product questions', rules: [when(3, [/woocommerce|e-?commerce|online (store|shop)|shopify|\bstore\b|\bshop\b|retail/i, /chat|bot|answer|question|inquir|support/i, /product|customer|shopper/i]), when(2, [/woocommerce/i]), when(2, [/product (question|inquir)|shopping assistant|customer support chatbot/i]), when(1, [ECOMMERCE])] },
  { group: 'shop', query: 'seo for my shopify product pages', rules: [when(3, [/\bseo\b|search engine/i, /shopify|product|e-?commerce|store|listing/i]), when(2, [/\bseo\b/i]), when(2, [/shopify/i]), when(1, [/product description|product title|listing/i])] },
  { group: 'shop', query: 'recommend products to shoppers based on what they bought', rules: [when(3, [/recommend/i, /product|shop|purchase|e-?commerce|customer/i]), when(2, [/personal shopper|shopping assistant|upsell|cross.?sell|purchase history/i]), when(1, [ECOMMERCE])] },
  // Teachers
  { group: 'education', query: 'mark maths homework and explain the mistakes', rules: [when(3, [/math/i, /homework|grad(e|er|ing)\b|mark|feedback|mistake|check|correct|solv|step.by.step/i]), when(2, [/homework|grad(e|er|ing)\b|marking|feedback/i], EDU), when(2, [/math/i, /tutor|explain|teach/i]), inIndustry(1, EDU)] },
  { group: 'education', query: 'reading comprehension worksheet for year 3', rules: [when(3, [/comprehension|reading/i, /worksheet|question|exercise|quiz|passage/i]), when(3, [/worksheet/i]), when(2, [/reading|literacy|comprehension|quiz/i], EDU), inIndustry(1, EDU)] },
  { group: 'education', query: 'tutor bot for gcse chemistry revision', rules: [when(3, [/chemistry|science/i, /tutor|revision|study|learn|teach|exam|student/i]), when(2, [/gcse|exam|revision|test prep/i], EDU), when(2, [/tutor/i], EDU), inIndustry(1, EDU)] },
  // Clinics
  { group: 'healthcare', query: 'prior authorisation letters for insurance', rules: [when(3, [/prior auth|pre-?auth|authori[sz]ation/i, /insurance|payer|claim|medical|patient/i]), when(2, [/insurance|claim|payer|appeal|denial/i], HEALTH), when(1, [/insurance|claim/i]), inIndustry(1, HEALTH)] },
  { group: 'healthcare', query: 'clinic receptionist bot that books and cancels appointments', rules: [when(3, [/appointment|booking|scheduling|schedul/i, /patient|clinic|medical|dental|doctor|practice|health/i]), when(2, [/appointment|booking|receptionist|front desk/i]), when(1, [/patient|clinic/i], HEALTH)] },
  { group: 'healthcare', query: "summarise a patient's medical history before a consultation", rules: [when(3, [/medical (history|record)|health record|patient (history|record|data|summar)|ehr|emr|clinical (summar|note)|chart/i, /summar|review|extract|analy|prepar|overview/i]), when(2, [/medical record|health record|patient history|ehr|emr|clinical note|fhir/i]), when(1, [/patient|doctor|clinician/i], HEALTH)] },
  { group: 'healthcare', query: 'icd-10 codes from doctor notes', rules: [when(3, [/icd|cpt|medical coding|clinical coding|billing code|diagnosis code/i]), when(2, [/billing|claim|clinical note|medical record|documentation/i], HEALTH), inIndustry(1, HEALTH)] },
  // Law firms
  { group: 'legal', query: 'write a will and power of attorney', rules: [when(3, [/\bwills?\b|estate plan|power of attorney|probate|testament/i]), when(2, [/legal document|document drafting|draft/i], LEGAL), inIndustry(1, LEGAL)] },
  { group: 'legal', query: 'employment law advice for a small employer', rules: [when(3, [/employment law|labou?r law|workplace law|employment (legal|contract|dispute)|unfair dismissal|employee rights|workers.? rights/i]), when(2, [/employment|labou?r|workplace|employee/i], LEGAL), when(2, [/legal (advice|advisor|adviser|question|assistant)/i], LEGAL), inIndustry(1, LEGAL)] },
  { group: 'legal', query: 'keep track of court deadlines for my cases', rules: [when(3, [/deadline|docket|court date|calendar|limitation period/i], LEGAL), when(2, [/case management|matter management|practice management|litigation/i], LEGAL), inIndustry(1, LEGAL)] },
  // Employers and recruiters
  { group: 'hr', query: 'chatbot to answer candidate questions about our job openings', rules: [when(3, [/candidate|applicant|job seeker|recruit/i, /chat|bot|question|faq|answer|conversation/i], HR), when(2, [/recruit|hiring|candidate|applicant|job (opening|posting)/i]), inIndustry(1, HR)] },
  { group: 'hr', query: 'write a disciplinary letter to an employee', rules: [when(3, [/disciplin|warning letter|grievance|misconduct|termination letter/i]), when(2, [/hr letter|employee relation|hr (document|polic)|employment letter|offer letter/i]), when(1, [/employee|hr\b/i], HR)] },
  { group: 'hr', query: 'find software engineers on github to recruit', rules: [when(3, [/sourc|recruit|talent|candidate|hiring/i, /github|engineer|developer|technical|software/i], HR), when(3, [/github/i, /recruit|candidate|talent|hiring/i]), when(2, [/sourc|recruit|talent|candidate/i], HR), inIndustry(1, HR)] },
  // Accountants
  { group: 'finance', query: 'match invoices to payments in xero', rules: [when(3, [/reconcil|match/i, /invoice|payment|bank|transaction/i]), when(3, [/xero/i]), when(2, [/invoice|bookkeep|accounts (payable|receivable)|quickbooks/i]), inIndustry(1, FINANCE)] },
  { group: 'finance', query: 'audit expense claims for fraud', rules: [when(3, [/expense|claim|receipt|reimburse/i, /audit|fraud|anomal|complian|polic|check|review/i]), when(3, [/fraud|audit/i], FINANCE), when(2, [/expense|audit|fraud|anomal/i]), inIndustry(1, FINANCE)] },
  // Sales
  { group: 'sales', query: 'score leads in salesforce', rules: [when(3, [/lead (scor|qualif|prioriti)|score leads|qualify leads|scoring/i, /lead|sales|crm|salesforce/i]), when(3, [/salesforce/i, /lead|sales|crm/i]), when(2, [/\bleads?\b|crm|pipeline/i]), when(1, [/sales/i])] },
  { group: 'sales', query: 'research a company before a sales call', rules: [when(3, [/company|account|prospect|lead/i, /research|intel|enrich|profile|brief|insight/i, /sales|call|meeting|prospect|lead|account/i]), when(2, [/sales call|meeting prep|call prep|account research|prospect research|company research/i]), when(1, [/sales|prospect/i])] },
  // Support leads
  { group: 'support', query: 'summarise long support tickets for my agents', rules: [when(3, [/ticket|support|customer service|conversation/i, /summar/i]), when(2, [SUPPORT_WORDS]), when(1, [/summar/i, /email|conversation|thread/i])] },
  { group: 'support', query: 'auto reply to zendesk tickets', rules: [when(3, [/zendesk/i]), when(3, [/ticket|support|customer/i, /auto|repl|respon|draft|answer/i, /ticket|helpdesk|help desk|support/i]), when(2, [SUPPORT_WORDS]), when(1, [/auto.?repl|email repl/i])] },
  { group: 'support', query: 'customer support bot that speaks spanish and french', rules: [when(3, [/multilingual|multi-lingual|languages|spanish|french|translat/i, /support|customer|service|chat|bot/i]), when(2, [SUPPORT_WORDS]), when(1, [/multilingual|translat/i])] },
  // Frameworks
  { group: 'framework', query: 'autogen group chat', rules: [when(3, [/autogen|ag2/i, /group.?chat|multi.?agent|team|conversation/i]), when(2, [/autogen|ag2/i]), when(1, [/group chat|multi.?agent/i])] },
  { group: 'framework', query: 'n8n telegram bot', rules: [{ grade: 3, test: (agent) => agent.source === 'n8n' && /telegram/i.test(`${agent.name} ${agent.tags.join(' ')} ${agent.description}`) }, when(2, [/telegram/i]), fromSource(1, ['n8n'])] },
  { group: 'framework', query: 'langchain chat with pdf', rules: [when(3, [/langchain/i, /pdf|document/i]), when(2, [/pdf|document q|chat with (your )?doc/i, /chat|question|rag|q&a/i]), when(2, [/langchain/i]), when(1, [/\brag\b|pdf/i])] },
  // Typos
  { group: 'typo', query: 'medicle transcription', rules: [when(3, [/transcri|dictat|scribe/i, /medical|clinical|doctor|patient|health/i]), when(2, [/transcri|dictat|scribe/i]), when(2, [/clinical note|medical record|documentation/i], HEALTH), inIndustry(1, HEALTH)] },
  { group: 'typo', query: 'custommer complaints', rules: [when(3, [/complain|grievance/i]), when(2, [/customer (feedback|review|support|service)|sentiment/i]), when(1, [/customer/i])] },
  { group: 'typo', query: 'lawer for contracts', rules: [when(3, [/contract|agreement|clause|nda/i], LEGAL), when(2, [/lawyer|attorney|legal (advice|assistant|advisor)/i], LEGAL), inIndustry(1, LEGAL)] },
  { group: 'typo', query: 'emplyee onboarding checklist', rules: [when(3, [/onboarding|new hire|new employee|new starter|orientation/i], HR), when(3, [/onboarding|new hire/i, /employee|staff|checklist/i]), when(2, [/employee|staff|hr helpdesk|handbook/i], HR), inIndustry(1, HR)] },
]
