/**
 * A fifth graded set, "fresh words 2" (decision 049): 20 requests in the words of shop owners,
 * clinics, support leads, lawyers, accountants, teachers, recruiters and typists, written and
 * graded by these rules over the catalogue's text before any of their results was run, on tasks no
 * other set asks about. Graded like fresh-words-rules.ts: grade 3 does the task, 2 clearly helps
 * with it, 1 is related; first matching rule wins. `npm run search:eval -- --fresh2` scores it.
 * Never tune on its queries.
 */
import { ECOMMERCE, EDU, FINANCE, HEALTH, HR, inIndustry, LEGAL, SUPPORT_WORDS, when, type QueryRules } from './grading-rules.ts'

const REFUND = /refund|return(s| request| polic)|exchange|chargeback/i
const PAYROLL = /payroll|pay ?slip|wages|salar(y|ies)/i

export const FRESH_2_RULES: QueryRules[] = [
  // Shop owners
  { group: 'shop', query: 'loyalty points and rewards for my cafe customers', rules: [when(3, [/loyalty|reward|points program|retention/i, /customer|cafe|restaurant|shop|store|retail|member/i]), when(2, [/loyalty|reward/i]), when(1, [/restaurant|cafe|coffee|small business/i, /customer/i])] },
  { group: 'shop', query: 'translate my product listings into german', rules: [when(3, [/translat|locali[sz]|multilingual/i, /product|listing|e-?commerce|store|shop/i]), when(2, [/translat|locali[sz]/i]), when(1, [ECOMMERCE])] },
  { group: 'shop', query: 'handle returns and refund requests for my online shop', rules: [when(3, [REFUND, /customer|order|shop|store|e-?commerce|support/i]), when(2, [/order (status|tracking|management)|customer support|customer service/i, ECOMMERCE]), when(1, [ECOMMERCE])] },
  // Clinics
  { group: 'healthcare', query: 'remind patients to take their medication', rules: [when(3, [/medication|medicine|prescription|drug|pill|adherence/i, /remind|adheren|track|schedul|alert/i]), when(2, [/medication|prescription|adherence/i]), when(2, [/remind/i, /patient/i]), inIndustry(1, HEALTH)] },
  { group: 'healthcare', query: 'write referral letters to specialists', rules: [when(3, [/referral/i, /letter|specialist|patient|doctor|physician|clinical/i]), when(2, [/clinical (letter|document|note)|medical (letter|document)|discharge|patient letter/i]), inIndustry(1, HEALTH)] },
  // Support leads
  { group: 'support', query: 'measure customer satisfaction from chat transcripts', rules: [when(3, [/satisfaction|csat|nps|sentiment/i, /customer|chat|transcript|conversation|support/i]), when(2, [/sentiment|satisfaction|feedback analy/i]), when(2, [/transcript|conversation analy/i, /customer|support|chat/i]), when(1, [SUPPORT_WORDS])] },
  { group: 'support', query: 'live chat that hands over to a human when the bot is stuck', rules: [when(3, [/hand ?off|hand(s|ing)? over|escalat|human (agent|takeover|in the loop)|live agent|transfer to/i, /chat|support|customer|bot/i]), when(2, [/live chat|support chatbot|customer support chatbot|chat widget/i]), when(1, [SUPPORT_WORDS])] },
  // Lawyers
  { group: 'legal', query: 'check a trademark before we register our brand name', rules: [when(3, [/trademark|trade mark/i]), when(2, [/intellectual property|\bip\b|brand (name|protection)|patent/i]), inIndustry(1, LEGAL)] },
  { group: 'legal', query: 'draft a cease and desist letter', rules: [when(3, [/cease and desist|demand letter|legal letter/i]), when(2, [/legal (document|draft|writing|letter)|draft(ing)? (legal|contract)/i]), when(2, [/draft|letter/i], LEGAL), inIndustry(1, LEGAL)] },
  { group: 'legal', query: 'gdpr check of our privacy policy', rules: [when(3, [/gdpr|data protection|privacy/i, /polic|complian|check|audit|review|assess/i]), when(2, [/gdpr|privacy|data protection/i]), when(1, [/complian/i], LEGAL), inIndustry(1, LEGAL)] },
  // Accountants
  { group: 'finance', query: 'cash flow forecast for the next 6 months', rules: [when(3, [/cash ?flow/i]), when(2, [/forecast|budget|financial (plan|model|projection)/i]), inIndustry(1, FINANCE)] },
  { group: 'finance', query: 'run payroll for a small team of 8', rules: [when(3, [PAYROLL]), when(2, [/employee (pay|benefit|time)|timesheet|hr (admin|operation)|compensation/i]), inIndustry(1, FINANCE), inIndustry(1, HR)] },
  // Teachers
  { group: 'education', query: 'make a quiz from a textbook chapter', rules: [when(3, [/quiz|question|test|assessment|flashcard|exam/i, /textbook|chapter|document|pdf|text|content|material|notes/i, /generat|creat|make|build/i]), when(2, [/quiz|flashcard|assessment|exam question/i]), inIndustry(1, EDU)] },
  { group: 'education', query: 'help pupils with dyslexia learn to read', rules: [when(3, [/dyslexi|reading (difficult|disab|support)|learning (difficult|disab)|special (education|needs)|\bsen\b/i]), when(2, [/reading|literacy|phonics|accessib/i], EDU), when(2, [/dyslexi|literacy|phonics/i]), inIndustry(1, EDU)] },
  // Recruiters
  { group: 'hr', query: 'check references for a new hire', rules: [when(3, [/reference (check|call)|background (check|screen)|employment verification|vetting/i]), when(2, [/candidate (screen|assess|evaluat)|due diligence|verif/i], HR), inIndustry(1, HR)] },
  { group: 'hr', query: 'send polite rejection emails to candidates', rules: [when(3, [/reject|decline|unsuccessful/i, /candidate|applicant|email|letter/i]), when(2, [/candidate (communication|email|outreach|experience)|recruit(ing|ment) email|applicant (communication|tracking)/i]), when(2, [/candidate|applicant/i, /email/i], HR), inIndustry(1, HR)] },
  // Sales
  { group: 'sales', query: 'follow up with leads we met at a trade show', rules: [when(3, [/follow.?up/i, /lead|prospect|contact|sales|event|trade ?show|conference/i]), when(2, [/trade ?show|event|conference/i, /lead|sales|prospect/i]), when(2, [/lead nurtur|sales (email|outreach|sequence)|outreach/i]), when(1, [/\bleads?\b|sales/i])] },
  // Typos
  { group: 'typo', query: 'refund requets for my webshop', rules: [when(3, [REFUND, /customer|order|shop|store|e-?commerce|support/i]), when(2, [/order (status|tracking|management)|customer support|customer service/i, ECOMMERCE]), when(1, [ECOMMERCE])] },
  { group: 'typo', query: 'payrol for small busness', rules: [when(3, [PAYROLL]), when(2, [/bookkeep|accounting|employee (pay|benefit)|timesheet/i, /small business|sme|smb/i]), inIndustry(1, FINANCE), inIndustry(1, HR)] },
  { group: 'typo', query: 'privacy polcy gdpr', rules: [when(3, [/gdpr|data protection|privacy/i, /polic|complian|check|audit|review|assess/i]), when(2, [/gdpr|privacy|data protection/i]), when(1, [/complian/i], LEGAL), inIndustry(1, LEGAL)] },
]
