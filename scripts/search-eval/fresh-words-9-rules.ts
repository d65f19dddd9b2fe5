/**
 * A twelfth graded set, "fresh words 9": 40 requests in the words of café, pet-shop, gym and online-shop
 * owners, language and English teachers, GP-surgery, pharmacy and clinic managers, solicitors and small
 * firms, employers and hotel managers, bookkeepers, accountants and owners doing the books, sales and
 * support leads, framework users and typists, written and graded by these rules over the catalogue's
 * text before any of their results was run, on tasks no other set asks about. Graded like
 * fresh-words-8-rules.ts: grade 3 does the task, 2 clearly helps with it, 1 is related; first matching
 * rule wins. `npm run search:eval -- --fresh9` scores it. Never tune on its queries.
 */
import { EDU, FINANCE, fromSourceWhen, HEALTH, HR, LEGAL, when, whenNot, type QueryRules } from './grading-rules.ts'

const SALES = ['sales']
const SERVICE = ['customer-service']

// Café, pet-shop, online-shop and gym owners
const USED_ITEMS = /selling used items/i
const ITEM_COPY = /^(product description|product copywriting) \|/i
const WRITTEN_DISHES = /precise ingredient quantities and step-by-step|completing user-provided recipe information/i
const COOKING_STEPS = /step-by-step instructions to ensure successful cooking/i
const UNMET_WANTS = /identify business opportunities/i
const FORUM_TRENDS = /^(socialpulse lite - reddit trend monitor|reddit ai digest) \|/i
const PHOTO_CLIPS = /short-form video generator|social video generator|ai social videos|shorts\/reels generator/i
const CLIP_TOOLS = /^shortgpt|video generation capabilities/i
const DOOR_ENTRY = /failed gym check-in|turnstiles/i
const MEMBER_LOCKOUTS = /membership sign-ups, cancellations, freezes|login failures, password resets, account lockouts/i
// Language and English teachers
const ENGLISH_TALK = /english.conversation|conversation partner bot|conversation practice|conversational partner|language proficiency to the a2 level/i
const NOT_ENGLISH_TALK = /german|finnish|turkish|patois|chinese/i
const SPEAKING_HELP = /teach spoken english|interactive english language partner/i
const TENSE_CONTRAST = /mastering english grammar through customized practice|comparing grammatical structures/i
const GRAMMAR_HELP = /grammar explanations/i
const NOVEL_RECAPS = /book summary expert providing concise/i
const NOTE_SHRINKING = /summaries of books|^text summarization assistant|learners preparing for exams/i
const SOUNDS = /english grammar and pronunciation/i
const SOUND_HELP = /phonetic annotation|corrections on grammar and pronunciation|teach spoken english/i
// GP-surgery, pharmacy and clinic managers
const SNOMED = /snomed/i
const TERM_MAPPING = /omop concept mapping|terminology mapping|resolving terms across/i
const BRAND_GENERIC = /brand\/ingredient mapping/i
const DRUG_LOOKUPS = /rxnorm|ndc lookup|47,000\+ drug products|17,430\+ drugs|drug product database/i
const OFFLINE_MEDICAL = /offline medical dialogue|cloud-free, offline capable/i
const SELF_HOSTED_MEDICAL = /local llm integration|local-first medical ai|open medical llms|reproducible training and inference code|checkpoint links/i
const DRUG_GENES = /pharmacogenomics|drug-gene interactions/i
const GENE_HELP = /variant interpretation|genes, genetic variants, drugs|targets, enzymes, metabolic pathways/i
// Solicitors and small firms
const NDA_TRIAGE = /nda triage|green \/ yellow \/ red|nda review|lightweight nda, msa/i
const RISKY_TERMS = /nda generation|red flags/i
const STATE_PRIVACY = /us state consumer privacy law/i
const US_PRIVACY = /ccpa|us privacy, cybersecurity/i
const NIS2 = /nis2/i
const NIS2_DOING = /^(ciso assistant|ai skills german law) \|/i
const EU_CYBER_HELP = /eu regulations searchable|cybersecurity compliance queries|nis2 transposition/i
const CHINESE = /chin(a|ese)|\bprc\b/i
const CN_REVIEW = /review|red flags/i
const NOT_CN_CONTRACTS = /\bdpa\b|pe\/vc|advertising|^contractguard/i
const ZH_EN = /chinese-english|english-chinese|chinese and english|chinese translation, editing|simplified chinese/i
const NOT_ZH_EN = /novel|academic|scientific|game|database|japanese|news|vocabulary/i
const US_BILLS = /congress/i
const US_STATUTES = /50-state legislation/i
// Employers and hotel managers
const HR_SOFTWARE = /hris platforms|ats and hris providers|hr technology strategy/i
const HR_SOFTWARE_HELP = /hr tech stack|integrations between hr systems|hris administrators|hris configuration/i
const PRACTICAL_TESTS = /skills tests, work samples/i
const SCORING = /evaluation scorecards|scoring rubric/i
const STAFF_NUMBERS = /forecast staffing needs|headcount demand plans|forecasts of headcount/i
const PLANNING_HELP = /workforce planning and strategy|future workforce scenarios|multi-year workforce roadmaps|contractors, freelancers, and temporary staff/i
const JOB_GRADES = /job evaluation|job architecture frameworks/i
const PAY_HELP = /pay equity|salary ranges|compensation and benefits programs|total rewards programs/i
// Bookkeepers, accountants and owners doing the books
const STATEMENT_PDFS = /financial pdfs into an editable/i
const PDF_TABLES = /extract text\/tables|pdf and image using vertex|invoices and similar documents|financial document analysis|document parsing & text extraction/i
const BUYOUT = /leveraged buyout/i
const BUYOUT_HELP = /discounted cash flow valuation|comparable company analysis|amortization schedule showing principal/i
const UK_CORP_TAX = /uk corporation tax/i
const CORP_TAX_HELP = /corporate tax|^accounting expert assistant|tax guides|tax code queries/i
const OPTION_VALUE = /theoretical option prices/i
const OPTION_HELP = /open-source captable|discounted cash flow valuation|comparable company analysis/i
// Sales leads
const WHO_TO_CALL = /worth calling today|call these 5 today/i
const CALL_PLANNING = /prioritized sales briefing|builds the call list|prioritize deals/i
const TIERED_PRICES = /good\/better\/best/i
const QUOTE_HELP = /creates pricing pages|proposal architect/i
const HIRING_FIRMS = /hiring for the role you sell into|roles they are hiring for/i
const HIRING_SIGNALS = /buying intent signals|indeed company/i
const MARKET_LIST = /total addressable market|account universe/i
const LIST_BUILDING = /icp-to-leads|build a prospect list|local small businesses/i
// Support leads
const ACCESSIBLE_ROOMS = /accessibility rooms and special requests/i
const ROOM_REQUESTS = /modifications, cancellations, date changes, and special requests|hospitality guest services specialist/i
const VOICE_AND_TEXT = /voice & text messages|text_audio_images|text, voice, images/i
const AUDIO_HELP = /audio messages|transcribe audio|audio transcription|transcription and translation using whisper|telegram voice and text/i
const ESCALATION = /package an escalation/i
const COMPLAINT_HELP = /incoming customer complaint end-to-end|triage and prioritize a support ticket/i
const SLACK_TICKETS = /querying slack for messages with a ticket emoji/i
const TICKET_HELP = /support issues by integrating with linear and slack|automated ticketing/i
// Frameworks
const LEAD_EMAILS = /research leads and create personalized email drafts/i
const RESEARCHED_OUTREACH = /research a prospect then draft|fetches each lead's real website|personalized outreach messages|personalized cold emails/i
const QUOTE_REQUESTS = /odoo and gmail/i
const ERP_SALES = /odoo sales module|lead management automation|creates and updates contacts and deals from email/i
const PIPECAT_BOOKING = /pipecat healthcare contact center/i
const VOICE_BOOKING = /^multilingual voice agent \(pipecat|voice agent and phone agent with voiceflow, google calendar/i
// Typos
const ADJUSTMENTS = /disability accommodation/i
const ADJUSTMENT_HELP = /^hr (compliance and workplace policies|employee wellbeing|employee relations) \|/i
const CANADA_DRUGS = /health canada/i
const APPROVED_DRUGS = /orange book small-molecule approvals|drug labels, ndc lookup|regulatory data from the drugbank/i
const BOUNCES = /stop sending to bounces/i
const EMAIL_FINDING = /verified work email|data quality rules/i

export const FRESH_9_RULES: QueryRules[] = [
  // Café, pet-shop, online-shop and gym owners
  { group: 'shop', query: 'closing our second café - want to sell the espresso machine and fridges second-hand', rules: [when(3, [USED_ITEMS]), when(2, [ITEM_COPY]), when(1, [/^(amazon listing copywriter|amazon title assistant|advertising copywriting master|shopping assistant) \|/i])] },
  { group: 'shop', query: 'chef keeps every dish in his head; new kitchen staff need exact amounts written down', rules: [when(3, [WRITTEN_DISHES]), when(2, [COOKING_STEPS]), when(1, [/recipe/i], ['general'])] },
  { group: 'shop', query: 'what are dog owners online wishing someone would sell', rules: [when(3, [UNMET_WANTS]), when(2, [FORUM_TRENDS]), when(1, [/validate and analyze startup ideas|trend mining|emerging trends and influencers/i])] },
  { group: 'shop', query: 'product photos into clips', rules: [when(3, [PHOTO_CLIPS]), when(2, [CLIP_TOOLS]), whenNot(1, [/tiktok|short video/i], /recruit/i)] },
  { group: 'shop', query: 'gym app blocking members', rules: [when(3, [DOOR_ENTRY]), when(2, [MEMBER_LOCKOUTS]), when(1, [/^wellness:|check-in and check-out procedures/i])] },
  // Language and English teachers
  { group: 'education', query: 'shy adult English learners need someone to chat with between lessons', rules: [whenNot(3, [ENGLISH_TALK], NOT_ENGLISH_TALK, EDU), when(2, [SPEAKING_HELP], EDU), when(1, [/language.learning|conversation partner/i], EDU)] },
  { group: 'education', query: 'Spanish students keep mixing up past simple and present perfect', rules: [when(3, [TENSE_CONTRAST]), when(2, [GRAMMAR_HELP], EDU), when(1, [/grammar|cloze exercises/i], EDU), when(1, [/english grammar|grammatical errors/i], ['general'])] },
  { group: 'education', query: 'chapter-by-chapter recap of Of Mice and Men for my GCSE group', rules: [when(3, [NOVEL_RECAPS]), when(2, [NOTE_SHRINKING]), when(1, [/reading comprehension|literature/i], EDU)] },
  { group: 'education', query: 'pronunciation practice for adults', rules: [when(3, [SOUNDS]), when(2, [SOUND_HELP], EDU), when(1, [/pronunciation|english.conversation/i])] },
  // GP-surgery, pharmacy and clinic managers
  { group: 'healthcare', query: "GP surgery's new system wants SNOMED codes - staff keep picking the wrong ones", rules: [when(3, [SNOMED]), when(2, [TERM_MAPPING], HEALTH), when(1, [/icd-10|clinical coding|medical codes/i], HEALTH)] },
  { group: 'healthcare', query: "patients' medicine lists mix brand names and generics", rules: [when(3, [BRAND_GENERIC]), when(2, [DRUG_LOOKUPS], HEALTH), when(1, [/medication|drug information|drug interactions|prescription/i], HEALTH)] },
  { group: 'healthcare', query: 'offline medical Q&A', rules: [when(3, [OFFLINE_MEDICAL], HEALTH), whenNot(2, [SELF_HOSTED_MEDICAL], /chinese/i, HEALTH), when(1, [/local-first|offline|on-device/i], HEALTH)] },
  { group: 'healthcare', query: 'her DNA test says she processes antidepressants slowly - what dose now?', rules: [when(3, [DRUG_GENES], HEALTH), when(2, [GENE_HELP], HEALTH), when(1, [/genom|variant|23andme/i], HEALTH)] },
  // Solicitors and small firms
  { group: 'legal', query: 'a dozen confidentiality agreements a month - which are safe to just sign?', rules: [when(3, [NDA_TRIAGE], LEGAL), when(2, [RISKY_TERMS, /contract/i], LEGAL), when(1, [/contract review|\bnda\b/i], LEGAL)] },
  { group: 'legal', query: 'we ship to customers in California and Virginia - which state privacy laws cover us?', rules: [when(3, [STATE_PRIVACY]), when(2, [US_PRIVACY], LEGAL), when(1, [/50-state|privacy/i], LEGAL)] },
  { group: 'legal', query: 'do the new EU cyber rules cover a 20-person IT support company in Cork?', rules: [when(3, [NIS2_DOING]), when(2, [EU_CYBER_HELP], LEGAL), when(1, [NIS2]), when(1, [/cybersecurity|cyber security/i], LEGAL)] },
  { group: 'legal', query: "new supplier in Guangzhou sent their terms only in Chinese", rules: [whenNot(3, [CHINESE, /contract/i, CN_REVIEW], NOT_CN_CONTRACTS, LEGAL), whenNot(2, [/translat/i, ZH_EN], NOT_ZH_EN), when(2, [/prc contracts|correct terminology, grammar and syntactic errors in chinese contracts|^contractguard/i], LEGAL), whenNot(1, [CHINESE], /selection guide/i, LEGAL)] },
  { group: 'legal', query: 'a federal bill on tipped wages - will it pass, and what changes for our diners?', rules: [when(3, [US_BILLS]), when(2, [US_STATUTES]), when(1, [/us (federal )?law|us legislation|federal register|regulatory monitoring/i], LEGAL)] },
  // Employers and hotel managers
  { group: 'hr', query: 'outgrown spreadsheets for staff records - which system should a 40-person firm buy?', rules: [when(3, [HR_SOFTWARE], HR), when(2, [HR_SOFTWARE_HELP], HR), when(1, [/self-service portals|evaluate ai tools and vendors/i], HR)] },
  { group: 'hr', query: 'practical test for applicants', rules: [when(3, [PRACTICAL_TESTS], HR), when(2, [SCORING], HR), when(1, [/candidate assessment|assess .*candidates/i], HR)] },
  { group: 'hr', query: 'seasonal staff numbers', rules: [when(3, [STAFF_NUMBERS], HR), when(2, [PLANNING_HELP], HR), when(1, [/workforce|shift/i], HR)] },
  { group: 'hr', query: 'grading our jobs fairly', rules: [when(3, [JOB_GRADES], HR), when(2, [PAY_HELP], HR), when(1, [/competency frameworks|career pathing|leveling/i], HR)] },
  // Bookkeepers, accountants and owners doing the books
  { group: 'finance', query: 'client dropped off three years of bank statements as PDFs - need them in a spreadsheet', rules: [when(3, [STATEMENT_PDFS]), when(2, [PDF_TABLES]), when(1, [/\bocr\b/i])] },
  { group: 'finance', query: 'managers want to buy me out with borrowed money - can the business carry the debt?', rules: [when(3, [BUYOUT], FINANCE), when(2, [BUYOUT_HELP], FINANCE), when(1, [/working capital|bull, base, and bear|three-statement/i], FINANCE)] },
  { group: 'finance', query: 'corporation tax estimate', rules: [when(3, [UK_CORP_TAX]), when(2, [CORP_TAX_HELP], FINANCE), when(1, [/\btax\b/i], FINANCE)] },
  { group: 'finance', query: "valuing our employees' stock options", rules: [when(3, [OPTION_VALUE]), when(2, [OPTION_HELP]), when(1, [/capitalization data|options greeks/i])] },
  // Sales leads
  { group: 'sales', query: 'customers to ring first', rules: [when(3, [WHO_TO_CALL]), when(2, [CALL_PLANNING]), when(1, [/score .*leads|lead scor|top three to-dos/i], ['sales', 'general'])] },
  { group: 'sales', query: 'quotes with three price levels so clients stop picking the cheapest', rules: [when(3, [TIERED_PRICES]), when(2, [QUOTE_HELP], SALES), when(1, [/price objection|pricing-scenario/i])] },
  { group: 'sales', query: 'we do bookkeeping for small firms - how do I spot local ones taking on staff?', rules: [when(3, [HIRING_FIRMS]), when(2, [HIRING_SIGNALS]), when(1, [/job changes|funding events|raised funding|who is hiring|job listings/i])] },
  { group: 'sales', query: 'every bakery in the North West that could use our ovens', rules: [when(3, [MARKET_LIST]), when(2, [LIST_BUILDING]), when(1, [/ideal customer profile|\bicp\b/i])] },
  // Support leads
  { group: 'support', query: 'wheelchair guest enquiry', rules: [when(3, [ACCESSIBLE_ROOMS]), when(2, [ROOM_REQUESTS]), when(1, [/^hospitality:/i])] },
  { group: 'support', query: "customers' voice notes", rules: [when(3, [VOICE_AND_TEXT]), when(2, [AUDIO_HELP]), whenNot(1, [/whatsapp|telegram/i, /support|customer/i], /storytelling/i)] },
  { group: 'support', query: "write up a complaint for the owner so the customer doesn't have to repeat everything", rules: [when(3, [ESCALATION]), when(2, [COMPLAINT_HELP]), when(1, [/escalation/i], SERVICE)] },
  { group: 'support', query: 'business customers ask for help in our shared Slack channel and requests get lost', rules: [when(3, [SLACK_TICKETS]), when(2, [TICKET_HELP]), when(1, [/slack/i, /support|ticket/i])] },
  // Frameworks
  { group: 'framework', query: "flowise: look up each new enquiry's company, then draft a first email for our reps", rules: [fromSourceWhen(3, 'flowise', [LEAD_EMAILS]), when(2, [RESEARCHED_OUTREACH]), when(1, [/cold email|outreach/i, /lead|prospect|sales/i])] },
  { group: 'framework', query: "n8n: when someone emails asking for a quote, add it to our Odoo pipeline", rules: [fromSourceWhen(3, 'n8n', [QUOTE_REQUESTS]), when(2, [ERP_SALES]), when(1, [/\bcrm\b/i, /email|gmail/i])] },
  { group: 'framework', query: 'pipecat phone line for our physio clinic to book appointments in English and Punjabi', rules: [when(3, [PIPECAT_BOOKING]), when(2, [VOICE_BOOKING]), when(1, [/voice agent|phone agent/i])] },
  // Typos
  { group: 'typo', query: 'driver back after a strok - what reasonable ajustments do we have to make?', rules: [when(3, [ADJUSTMENTS], HR), when(2, [ADJUSTMENT_HELP], HR), when(1, [/diversity, equity|wellbeing|injury/i])] },
  { group: 'typo', query: 'patient moving to Canda - is her medicaton sold there?', rules: [when(3, [CANADA_DRUGS], HEALTH), when(2, [APPROVED_DRUGS], HEALTH), when(1, [/drug information|rxnorm/i], HEALTH)] },
  { group: 'typo', query: 'half our prospect emials bounce - clean the list befor the next campain', rules: [when(3, [BOUNCES]), when(2, [EMAIL_FINDING]), when(1, [/contact card with email|waterfall|duplicate contacts/i])] },
]
