/**
 * A thirteenth graded set, "fresh words 10": 40 requests in the words of bike-shop, pub, plumbing, bakery and
 * holiday-cottage owners, history, computing, philosophy and English teachers, pathology-lab, clinic, pharmacy and
 * optician managers, solicitors and small firms, employers and office managers, bookkeepers and accountants, sales
 * and support leads, framework users and typists, written and graded by these rules over the catalogue's text
 * before any of their results was run, on tasks no other set asks about. Graded like fresh-words-9-rules.ts:
 * grade 3 does the task, 2 clearly helps with it, 1 is related; first matching rule wins.
 * `npm run search:eval -- --fresh10` scores it. Never tune on its queries.
 */
import { EDU, FINANCE, fromSourceWhen, HEALTH, HR, LEGAL, when, whenNot, type QueryRules } from './grading-rules.ts'

const SALES = ['sales']
const SERVICE = ['customer-service']

// Bike-shop, pub, plumbing and bakery owners
const CHANNEL_IDEAS = /youtube channel analysis agent .*video ideas/i
const VIEWER_COMMENTS = /^(extract insights & analyse youtube comments via ai agent chat|youtube comment sentiment analyzer|youtube video comment analysis agent) \|/i
const PLATFORM_TRENDS = /emerging trends and influencers from digital platforms/i
const BANNERS = /social media banners/i
const SOCIAL_GRAPHICS = /^(content to 9:16 aspect image generator v1|n8n graphic design team|graphic creativity master) \||generates canva designs for social posts/i
const MURDER_MYSTERY = /murder mystery stories|deduction game assistant/i
const PUZZLE_HOSTS = /^(turtle soup host|text rpg host) \|/i
const RANK_TRACKING = /serpbear|search console data/i
const SEARCH_VISIBILITY = /search engine results page extraction|improve their website's search engine rankings|google ai search ranking|^(high-level service page seo blueprint report|on-page seo audit) \|/i
const BOOK_WRITING = /assists authors with structured writing workflows/i
const LONG_WRITING = /^(ghostwriter pro|writer with illustrations) \|/i
// History, computing, philosophy and English teachers
const CHINESE_HISTORY = /chinese history/i
const CHINESE_THOUGHT = /confucian classics|ming dynasty thinker/i
const LINUX_TEACHING = /^linux solution mentor \|/i
const LINUX_HELP = /^(linux buddy|shell script development assistant) \|/i
const KANT = /kantian/i
const PHILOSOPHY_HELP = /11 major fields, including philosophy|socratic-style life mentor with profound philosophical/i
const EXAM_ESSAYS = /high-scoring exam essays/i
const ESSAY_HELP = /^(essay writing & grading|essay improver|english essay assistant) \|/i
// Pathology-lab, clinic, pharmacy and optician managers
const PATHOLOGY = /pathology multimodal assistant|whole-slide vision-language model/i
const PATHOLOGY_HELP = /histopathology|kidney biopsy|pathology segmentation/i
const CARE_MARKET = /us public healthcare market intelligence/i
const PROVIDER_LOOKUP = /cms medicare provider services|nppes npi registry/i
const PRESCRIPTION_READING = /prescription interpretation/i
const DOCUMENT_OCR = /^(ocr document transcription assistant|gemma 3 document ocr|nvidia nemotron document ocr) \|/i
const EYE_SYMPTOMS = /diagnosing eye symptoms/i
const EYE_HELP = /fundus|differential diagnosis|general practitioner with extensive expertise/i
// Solicitors and small firms
const DOCKETS = /dockets|pacer federal filings/i
const COURT_SEARCH = /courtlistener/i
const SIGNATURE_PACKS = /signature page extractor/i
const SIGNING_HELP = /pre-signature checklist|e-signature/i
const INDIAN_AGREEMENTS = /indian startup founders to review/i
const INDIAN_LAW = /indian constitution|indian paralegal tasks/i
const KOREAN_DRAFTING = /korean (privacy policies|employment and business contracts)/i
const KOREAN_LAW = /korean law covering statutes/i
const FRENCH_LAW = /code du travail|légifrance/i
const FOREIGN_LAW = /research(ing)? (foreign law questions|the law of jurisdictions outside)/i
// Employers and office managers
const EXEC_SEARCH = /^(hr executive search|retained search) \|/i
const EXEC_SEARCH_HELP = /^(executive assessment|search strategy|hr succession planning) \|/i
const ORG_DESIGN = /^hr organizational design \|/i
const ORG_HELP = /^(hr organizational development|organization effectiveness) \|/i
const AI_ADOPTION = /^(ai adoption in hr|ai change management for hr) \|/i
const CHANGE_HELP = /^(hr change management|change communication for hr transformations) \|/i
const I9_AUDIT = /i-9\/documentation audits/i
const WORK_AUTHORISATION = /^(hr immigration|hr compliance and workplace policies) \|/i
// Bookkeepers, accountants and advisers
const EU_VAT = /eu vat/i
const VAT_HELP = /vat\/gst|1,000\+ guides across 190\+ jurisdictions/i
const CURRENCY_VALUE = /purchasing power parity|technical analysis, screeners, and backtesting across stocks, crypto, forex/i
const FX_DATA = /forex/i
const COLOMBIAN_INVOICES = /^colombian invoices processing \|/i
const INVOICE_EXTRACTION = /extracts structured data from invoices/i
const DIVIDEND_INCOME = /payout sustainability for income investors/i
const DIVIDEND_HELP = /^(dividend stock screener|stock portfolio analyzer) \|/i
// Sales leads
const PITCH_REHEARSAL = /conversational pitch coach/i
const PITCH_HELP = /call coaching|elevator pitch/i
const MAILSHOT_REPLIES = /qualify and categorize replies/i
const EMAIL_SORTING = /^(\(g\) - email classification|openai e-mail classification - application|inboxzero lite - ai email classifier|auto categorise outlook emails with ai|auto-label incoming gmail messages with ai nodes|basic automatic gmail email labelling with openai and gmail api) \|/i
const EXEC_DEMO = /demos for c-level stakeholders/i
const EXEC_MEETING_HELP = /accelerate executive approval|structured meeting brief|prep me for my call/i
const TECH_USERS = /find companies by the technology they run/i
const LIST_BUILDING = /find companies that match|build a list of prospects|find b2b leads by job title, company, and keyword/i
// Support leads
const FORM_SORTING = /^(contact form text classifier for ecommerce|wordpress contact form \(cf7\) responses and classification) \|/i
const MESSAGE_ROUTING = /routes to support, technical, sales, or general handler/i
const PLAN_LIMITS = /seat, storage, usage, and rate limits/i
const PLAN_HELP = /subscription changes, billing inquiries|seat invites, role changes/i
const SERVICE_RECOVERY = /poor service and missed amenity|housekeeping concerns/i
const COMPLAINT_HELP = /incoming customer complaint end-to-end|guest complaint resolution/i
const MISSING_POINTS = /points balance, tier status, redemption, and missing points/i
const LOYALTY_HELP = /loyalty discounts that fail|loyalty program management/i
// Frameworks
const TESTIMONIALS = /testimonials in strapi|captures positive feedback/i
const FEEDBACK_SENTIMENT = /^(ai customer feedback sentiment analysis|analyze feedback using aws comprehend|analyze feedback and send a message on mattermost) \|/i
const PATIENT_ID_CHECK = /verify the user's identity/i
const PATIENT_FRONT_DESK = /^(healthcare customer service|healthcare voice contact center) \|/i
const AIRBNB_SEARCH = /search airbnb listings/i
const STAY_SEARCH = /live airbnb and google maps data|hotel search and booking/i
// Typos
const HR_METRICS = /^hr kpis and metrics \|/i
const HR_DATA = /^(hr analytics and data|hr workforce intelligence) \|/i
const FORM_FEEDBACK = /^(summarize google sheets form feedback via openai's gpt-4|survey insights with qdrant, python and information extractor) \|/i
const SPANISH_ECOMMERCE = /e-commerce \(lssi\)/i
const SPANISH_SOURCES = /boletín oficial del estado|spanish judicial resolutions/i

export const FRESH_10_RULES: QueryRules[] = [
  // Bike-shop, pub, plumbing and bakery owners
  { group: 'shop', query: "what should I film next for my bike shop's YouTube channel?", rules: [when(3, [CHANNEL_IDEAS]), when(2, [VIEWER_COMMENTS]), when(2, [PLATFORM_TRENDS]), when(1, [/short video script|tiktok script|shorts\/reels generator/i])] },
  { group: 'shop', query: 'sale banners for socials', rules: [when(3, [BANNERS]), when(2, [SOCIAL_GRAPHICS]), when(1, [/instagram post generator|image generation/i])] },
  { group: 'shop', query: 'pub murder mystery night', rules: [when(3, [MURDER_MYSTERY]), when(2, [PUZZLE_HOSTS]), when(1, [/^character roleplay \|/i])] },
  { group: 'shop', query: "my plumbing firm doesn't come up when people google emergency plumber near me", rules: [when(3, [RANK_TRACKING]), when(2, [SEARCH_VISIBILITY]), whenNot(1, [/\bseo\b/i], /blog|copywrit|listing|importer/i)] },
  { group: 'shop', query: 'bakery turns 100 next year - want to write a little book of its history', rules: [when(3, [BOOK_WRITING]), when(2, [LONG_WRITING]), when(1, [/researches, writes, and edits articles/i])] },
  // History, computing, philosophy and English teachers
  { group: 'education', query: 'year 8 are doing imperial China next term and I barely know the dynasties', rules: [when(3, [CHINESE_HISTORY]), when(2, [CHINESE_THOUGHT]), when(1, [/subjects including history|warring states period/i])] },
  { group: 'education', query: 'teaching Linux command line', rules: [when(3, [LINUX_TEACHING]), when(2, [LINUX_HELP]), when(1, [/^(linux kernel expert|vim mastery mentor) \|/i])] },
  { group: 'education', query: 'Kant for sixth formers', rules: [when(3, [KANT]), when(2, [PHILOSOPHY_HELP]), when(1, [/socratic method|wang yangming/i], EDU)] },
  { group: 'education', query: 'grade 9 model answers for the GCSE English writing paper', rules: [when(3, [EXAM_ESSAYS]), when(2, [ESSAY_HELP]), whenNot(1, [/essay/i], /study abroad/i, EDU)] },
  // Pathology-lab, clinic, pharmacy and optician managers
  { group: 'healthcare', query: 'pathology lab slide backlog', rules: [when(3, [PATHOLOGY], HEALTH), when(2, [PATHOLOGY_HELP], HEALTH), when(1, [/medical image segmentation|medical imaging/i], HEALTH)] },
  { group: 'healthcare', query: "opening an urgent care clinic in Ohio - who's already nearby and who owns them?", rules: [when(3, [CARE_MARKET]), when(2, [PROVIDER_LOOKUP]), when(1, [/pophive|healthcare service provider directory/i], HEALTH)] },
  { group: 'healthcare', query: 'reading handwritten prescriptions', rules: [when(3, [PRESCRIPTION_READING]), when(2, [DOCUMENT_OCR]), when(1, [/^(drug guide expert|rxnorm mcp) \|/i])] },
  { group: 'healthcare', query: 'patient rang about sudden flashes and floaters in one eye - how urgent is it?', rules: [when(3, [EYE_SYMPTOMS], HEALTH), when(2, [EYE_HELP], HEALTH), when(1, [/triage/i, /patient/i], HEALTH)] },
  // Solicitors and small firms
  { group: 'legal', query: 'has this Texas contractor been sued before?', rules: [whenNot(3, [DOCKETS], /docketing/i, LEGAL), when(2, [COURT_SEARCH], LEGAL), when(1, [/u\.s\. courts|us federal law/i], LEGAL)] },
  { group: 'legal', query: 'completion on Friday - signature pages for every signatory, some signing by DocuSign', rules: [when(3, [SIGNATURE_PACKS]), when(2, [SIGNING_HELP], LEGAL), when(1, [/human-gated signing/i], LEGAL)] },
  { group: 'legal', query: "Indian software supplier's contract is under Indian law - what should we watch for?", rules: [when(3, [INDIAN_AGREEMENTS]), when(2, [INDIAN_LAW]), when(1, [/indian legal|india\/uae/i])] },
  { group: 'legal', query: 'opening in South Korea - privacy policy, terms and contracts for two local staff', rules: [when(3, [KOREAN_DRAFTING]), when(2, [KOREAN_LAW]), when(1, [/privacy policy self service generator|expand into a new country/i])] },
  { group: 'legal', query: 'two new sales reps in Lyon - notice periods and paid holiday under French law', rules: [when(3, [FRENCH_LAW], LEGAL), when(2, [FOREIGN_LAW], LEGAL), when(1, [/8-jurisdiction labor law|multi-country compliance/i])] },
  // Employers and office managers
  { group: 'hr', query: "founder's stepping back and we need an outside managing director - where do we start?", rules: [when(3, [EXEC_SEARCH], HR), when(2, [EXEC_SEARCH_HELP], HR), when(1, [/^talent mapping \|/i], HR)] },
  { group: 'hr', query: 'everyone reports to me', rules: [when(3, [ORG_DESIGN], HR), when(2, [ORG_HELP], HR), when(1, [/^(manager effectiveness|people leadership development|hr operating model design) \|/i], HR)] },
  { group: 'hr', query: "half my staff are scared of the new AI tools we're bringing in", rules: [when(3, [AI_ADOPTION], HR), when(2, [CHANGE_HELP], HR), when(1, [/^(generative ai for hr professionals|prompt engineering for hr professionals|hr future of work) \|/i], HR)] },
  { group: 'hr', query: 'I-9 audit', rules: [when(3, [I9_AUDIT], HR), when(2, [WORK_AUTHORISATION], HR), when(1, [/^hr risk management \|/i], HR)] },
  // Bookkeepers, accountants and advisers
  { group: 'finance', query: 'EU VAT on ebooks', rules: [when(3, [EU_VAT]), when(2, [VAT_HELP], FINANCE), when(1, [/tax laws|tax guides|tax code/i], FINANCE)] },
  { group: 'finance', query: 'should we buy euros now to pay our Italian supplier, or wait?', rules: [when(3, [CURRENCY_VALUE]), when(2, [FX_DATA], FINANCE), when(1, [/economic calendar|macroeconomic indicators|currency conversion/i])] },
  { group: 'finance', query: 'bookkeeping for a Colombian client - their supplier invoices come in by email', rules: [when(3, [COLOMBIAN_INVOICES]), when(2, [INVOICE_EXTRACTION]), when(1, [/invoice/i, /extract|ocr|audit|track/i], FINANCE)] },
  { group: 'finance', query: 'retired client lives off her share dividends - will the income hold up?', rules: [when(3, [DIVIDEND_INCOME]), when(2, [DIVIDEND_HELP]), when(1, [/dividend|portfolio stress test/i], FINANCE)] },
  // Sales leads
  { group: 'sales', query: 'rehearse my pitch out loud before meeting a supermarket buyer', rules: [when(3, [PITCH_REHEARSAL]), when(2, [PITCH_HELP]), when(1, [/practice and mock interviews/i])] },
  { group: 'sales', query: 'sort mailshot replies', rules: [when(3, [MAILSHOT_REPLIES]), when(2, [EMAIL_SORTING]), when(1, [/classifies incoming emails/i])] },
  { group: 'sales', query: 'demo for their CEO rather than the IT team', rules: [when(3, [EXEC_DEMO]), when(2, [EXEC_MEETING_HELP], SALES), when(1, [/demo/i], SALES)] },
  { group: 'sales', query: 'companies that use Xero', rules: [when(3, [TECH_USERS]), when(2, [LIST_BUILDING], SALES), when(1, [/tech stack research|enrich a list of companies/i])] },
  // Support leads
  { group: 'support', query: 'website contact form: wholesale enquiries, returns and spam all land in one inbox', rules: [when(3, [FORM_SORTING]), when(2, [EMAIL_SORTING]), when(2, [MESSAGE_ROUTING]), when(1, [/route a user to the billing or technical support/i])] },
  { group: 'support', query: 'basic plan user limits', rules: [when(3, [PLAN_LIMITS]), when(2, [PLAN_HELP]), when(1, [/^digital services:/i])] },
  { group: 'support', query: "housekeeping missed a guest's room twice and the spa was shut, what do we offer", rules: [when(3, [SERVICE_RECOVERY]), when(2, [COMPLAINT_HELP]), when(1, [/^hospitality:/i], SERVICE)] },
  { group: 'support', query: "guest's points never arrived", rules: [when(3, [MISSING_POINTS]), when(2, [LOYALTY_HELP]), when(1, [/credit balances|loyalty points and rewards/i])] },
  // Frameworks
  { group: 'framework', query: "n8n: pull glowing customer feedback onto our website's testimonials page", rules: [fromSourceWhen(3, 'n8n', [TESTIMONIALS]), when(2, [FEEDBACK_SENTIMENT]), when(1, [/product testimonials/i])] },
  { group: 'framework', query: 'flowise bot that checks a patient is who they say they are before discussing results', rules: [fromSourceWhen(3, 'flowise', [PATIENT_ID_CHECK]), when(2, [PATIENT_FRONT_DESK]), when(1, [/verifies identity before account changes/i])] },
  { group: 'framework', query: 'agno agent to check what Airbnbs near our holiday cottages charge at weekends', rules: [when(3, [AIRBNB_SEARCH]), when(2, [STAY_SEARCH]), when(1, [/price monitoring and alerting|determine property prices/i])] },
  // Typos
  { group: 'typo', query: 'which HR numbrs should I be reporting to the bord each month', rules: [when(3, [HR_METRICS]), when(2, [HR_DATA]), when(1, [/^predictive people analytics \|/i])] },
  { group: 'typo', query: 'cookery school feedbak forms - 300 replys in a spreadsheet, what are people saying?', rules: [when(3, [FORM_FEEDBACK]), when(2, [/captures positive feedback from typeform/i]), when(2, [FEEDBACK_SENTIMENT]), when(1, [/customer insights/i])] },
  { group: 'typo', query: 'we sell online to customers in Spian - which e-comerce rules apply?', rules: [when(3, [SPANISH_ECOMMERCE]), when(2, [SPANISH_SOURCES]), when(1, [/eu regulations searchable/i])] },
]
