/**
 * An eleventh graded set, "fresh words 8": 40 requests in the words of gym, gift-shop, cafe, B&B and
 * import-shop owners, lecturers and teachers, imaging-centre, oncology, GP and US clinic managers,
 * solicitors and small law firms, employers and recruiters, bookkeepers and accountants, sales and
 * support leads, framework users and typists, written and graded by these rules over the catalogue's
 * text before any of their results was run, on tasks no other set asks about. Graded like
 * fresh-words-7-rules.ts: grade 3 does the task, 2 clearly helps with it, 1 is related; first matching
 * rule wins. `npm run search:eval -- --fresh8` scores it. Never tune on its queries.
 */
import { EDU, FINANCE, fromSourceWhen, HEALTH, HR, LEGAL, when, whenNot, type QueryRules } from './grading-rules.ts'

const SALES = ['sales']
const SERVICE = ['customer-service']

// Gym, gift-shop, cafe and import-shop owners
const GYM_FACILITIES = /complaints about equipment, cleanliness/i
const PREMISES_COMPLAINTS = /maintenance problems, noise disturbances, housekeeping|handles an incoming customer complaint end-to-end|poor service and missed amenity complaints/i
const TRAINER_REASSIGNMENT = /pt session packs, scheduling with trainers, reassignment/i
const SESSION_CREDITS = /class packs, credit balances, expiry, and transfers|class bookings, personal training sessions, rescheduling/i
const SUPPLIER_LETTERS = /bilingual chinese-english business emails|foreign trade director/i
const CHINESE_ENGLISH = /bidirectional translation between chinese and english|chinese-english mutual translation|chinese-english and english-chinese translation|expert in chinese translation/i
const RIVAL_REVIEWS = /^extract & summarize yelp business review|^scrape trustpilot reviews/i
const BRAND_SENTIMENT = /^brand content extract, summarize & sentiment|^brand reputation monitor/i
const REDNOTE = /xiaohongshu|little red book/i
const REDNOTE_VENTING = /complaint-style|emotional-venting/i
// Lecturers and teachers
const REVIEWER_REPLIES = /responding to reviewers' comments|respond to reviewer comments/i
const PAPER_POLISH = /^academic (proofreading expert|writing enhancement bot|writing assistant)/i
const QUESTION_SETS = /five essential questions|chains of thought questions/i
const QUESTIONING = /open-ended, thought-provoking questions|reading comprehension exercises/i
const STREET_TALK = /contemporary slang and colloquial expressions/i
const WORD_USAGE = /usage scenarios, and cultural backgrounds of words or phrases|idiomatic-expressions/i
const TALK_PITCH = /^conference (proposal|talk abstract) generator/i
const PAPER_HELP = /^(research title generator|academic writing assistant)/i
// Imaging-centre, oncology, GP and US clinic managers
const SCAN_REPORTS = /radiology report|radiology-report|imaging reporting|automated report generation|impression generation/i
const SCAN_READING = /x-rays? and scans|chest x-ray|radiology and image-analysis|radiology analysis|radiologist|critical imaging/i
const NOT_SCANS = /pathology segmentation|whole-slide|biopsy/i
const CANCER_GUIDELINES = /nccn cancer treatment guidelines|nice clinical guidelines/i
const CANCER_DECISIONS = /oncology clinical evidence|evidence-based medical advice|local guideline rag/i
const SKIN_PHOTOS = /dermatology|dermoscopy/i
const MEDICAL_PICTURES = /multimodal medical qa|medical vqa/i
const COVERAGE_RULES = /lcd\/ncd coverage|medicare coverage determination/i
const CLAIM_CHECKS = /claim validation with 0-100 denial risk/i
// Solicitors and small law firms
const RENEWAL_WATCH = /vendor agreements \+ deadline tracking/i
const CONTRACT_CALENDAR = /contract lifecycle management|daily legal briefing across email, calendar, and contracts/i
const FIRM_POSITIONS = /contract review playbooks|extracting negotiation rules/i
const PLAYBOOK_REVIEW = /against negotiation playbook|playbook redlines/i
const TIME_RECORDING = /time tracking app for lawyers|timesheet entry/i
const LEGAL_BILLING = /docketing, billing|clockify/i
const AI_RULES = /ai governance policy pack|responsible use of ai in hr processes, including hiring algorithms, monitoring tools, and policy design/i
const AI_GOVERNANCE = /ethical ai policy design|nist ai risk management framework/i
const CERTIFICATION = /soc 2, iso 27001|iso 27001, and nis2/i
const SECURITY_ADVICE = /enterprise system architecture design and cybersecurity protection/i
// Employers and recruiters
const VIETNAM_HR = /vietnam-specific hr guidance/i
const NEW_COUNTRY = /expand into a new country or region|multi-country compliance|vietnamese businesses/i
const TAKEOVER_STAFF = /people side of post-close m&a integration|people dimensions of m&a transactions/i
const TAKEOVER_HELP = /integrating an acquired workforce|build, and communicate organizational culture|sustain organizational change initiatives/i
const CLOCKING = /clock-in rules, overtime/i
const CLOCKING_HELP = /payroll processing, compliance|hr compliance and workplace policies/i
const RUNNERS_UP = /talent crm to nurture candidate relationships/i
const KEEP_WARM = /engage passive candidates|track named candidates, internal successors/i
// Bookkeepers, accountants and owners doing the books
const QUARTERLY_TAX = /quarterly estimated tax/i
const TAX_ESTIMATES = /federal income tax liability|calculate income tax \(uk\/us brackets\)|tax consultant chatbot/i
const INFLATION_LOSS = /benchmarks against inflation|inflation-adjusted\) return/i
const PRICE_SCENARIOS = /pricing-scenario data views|macroeconomic indicators into a structured dashboard/i
const PENSIONS = /retirement and pension benefits/i
const PAY_AND_BENEFITS = /^hr (total rewards|compensation and benefits|payroll) \|/i
const LOSS_HARVESTING = /tax-loss harvesting/i
const GAINS_TAX_HELP = /capital gains tax/i
// Sales leads
const DISCOVERY_QUESTIONS = /elite discovery methodology|structured discovery calls|generate tailored discovery questions/i
const DISCOVERY_HELP = /need assessment|technical discovery call|risk question guides|open with discovery questions/i
const CHANGE_OBJECTION = /change resistance root causes/i
const OBJECTION_HELP = /^sales (outreach|enablement) \|/i
const SHARED_PLAN = /co-create milestone timelines/i
const STALL_HELP = /success criteria workshops|win planning for complex b2b/i
const WALK_IN = /in-person conversations with local businesses/i
const LOCAL_PROSPECTS = /local small businesses|founder personally calls/i
// Support leads
const OTA_BOOKINGS = /booking\.com, expedia, and other ota/i
const HOTEL_BOOKINGS = /booking modifications, cancellations, date changes|comprehensive hospitality guest services/i
const DOUBLE_CHARGE = /billing discrepancies, promo code issues, and charge disputes/i
const BILLING_HELP = /subscription changes, billing inquiries, invoice requests, and payment failures|membership dues, failed cards, unexpected fees|issue a paypal refund|return requests, refund inquiries/i
const CONNECTIONS = /troubleshoot integrations, api keys, and webhooks/i
const SETUP_HELP = /configure integrations|answer product usage questions/i
const NOISE = /noise disturbances/i
const GUEST_RECOVERY = /poor service and missed amenity complaints|guest complaint resolution|handles an incoming customer complaint end-to-end/i
// Frameworks
const WEBSITE_SUMMARY = /pipedrive organization data by scraping website content/i
const COMPANY_LOOKUP = /enrich company data|backfill the empty fields on crm records/i
const ETSY = /\betsy\b/i
const MARKET_BESTSELLERS = /^(extract amazon best seller|google trend data extract)/i
const COVER_LETTERS = /cover letter/i
const CAREER_DOCS = /tailors a resume to a job description/i
// Typos
const CV_REFORMAT = /extracts structured data from resumes using ai, converts it into html, and then generates a well-formatted pdf/i
const CV_PARSING = /parses pdf resumes|parses resumes to structured json/i
const CALL_WRITEUP = /process call notes or a transcript|recap email with resources and next steps/i
const NOTES_AND_LOGGING = /meeting transcripts into structured notes|automated meeting notes and task creation|logs notes and calls/i
const OWNERSHIP = /ultimate beneficial owner/i
const REGISTRIES = /government registry data|enterprise-dd/i

export const FRESH_8_RULES: QueryRules[] = [
  // Gym, gift-shop, cafe and import-shop owners
  { group: 'shop', query: 'gym members keep moaning about broken machines and grubby changing rooms', rules: [when(3, [GYM_FACILITIES]), when(2, [PREMISES_COMPLAINTS]), when(1, [/^wellness: injury|^customer service \|/i])] },
  { group: 'shop', query: "our PT has quit and his clients still have sessions they've paid for", rules: [when(3, [TRAINER_REASSIGNMENT]), when(2, [SESSION_CREDITS]), when(1, [/membership sign-ups, cancellations, freezes, transfers/i])] },
  { group: 'shop', query: 'firm but polite message to our factory in China about another late shipment', rules: [when(3, [SUPPLIER_LETTERS]), when(2, [CHINESE_ENGLISH]), when(1, [/^[^|]*translat[^|]*\|.*chinese|drafts professional emails/i])] },
  { group: 'shop', query: 'what people are saying about the new coffee shop across the street', rules: [when(3, [RIVAL_REVIEWS]), when(2, [BRAND_SENTIMENT]), when(1, [/google\/yelp reviews|review exports|competitor research|competitor intelligence/i])] },
  { group: 'shop', query: 'RedNote posts for my gift shop', rules: [whenNot(3, [REDNOTE], /review assistant|complaint-style/i), whenNot(2, [REDNOTE], REDNOTE_VENTING), when(1, [REDNOTE])] },
  // Lecturers and teachers
  { group: 'education', query: 'journal sent my paper back with two pages of comments, how do I answer them', rules: [when(3, [REVIEWER_REPLIES]), when(2, [PAPER_POLISH]), when(1, [/thesis polishing|academic paper editing/i])] },
  { group: 'education', query: 'seminar discussion questions', rules: [when(3, [QUESTION_SETS], EDU), when(2, [QUESTIONING], EDU), when(1, [/thought-provoking discussions|check understanding through questions/i], EDU)] },
  { group: 'education', query: "exchange students can't follow how British teenagers actually talk", rules: [when(3, [STREET_TALK]), when(2, [WORD_USAGE], EDU), when(1, [/generation z users|english-conversation/i])] },
  { group: 'education', query: 'presenting our flipped classroom project at an education summit, need a 250-word pitch', rules: [when(3, [TALK_PITCH]), when(2, [PAPER_HELP]), when(1, [/pitch coach|popular science writing/i])] },
  // Imaging-centre, oncology, GP and US clinic managers
  { group: 'healthcare', query: "we're weeks behind writing up patients' CT and MRI scans", rules: [whenNot(3, [SCAN_REPORTS], NOT_SCANS, HEALTH), whenNot(2, [SCAN_READING], NOT_SCANS, HEALTH), when(1, [/\bdicom\b|\bpacs\b|\bmri\b|, ct,/i], HEALTH)] },
  { group: 'healthcare', query: 'oncology nurse checking the recommended treatment pathway for stage 3 bowel cancer', rules: [when(3, [CANCER_GUIDELINES], HEALTH), when(2, [CANCER_DECISIONS], HEALTH), when(1, [/cancer|oncology|guidelines/i], HEALTH)] },
  { group: 'healthcare', query: 'mole and rash photos', rules: [when(3, [SKIN_PHOTOS], HEALTH), when(2, [MEDICAL_PICTURES], HEALTH), when(1, [/medical visual understanding|vision assistant for biomedicine|x-rays? and scans/i], HEALTH)] },
  { group: 'healthcare', query: 'will Medicare cover it', rules: [when(3, [COVERAGE_RULES], HEALTH), when(2, [CLAIM_CHECKS], HEALTH), when(1, [/cms medicare|billing code lookup|billability checks|insurance claiming workflow/i], HEALTH)] },
  // Solicitors and small law firms
  { group: 'legal', query: 'supplier contracts keep rolling over for another year before we remember to cancel', rules: [when(3, [RENEWAL_WATCH], LEGAL), when(2, [CONTRACT_CALENDAR], LEGAL), when(1, [/deadline tracking|bulk contract reviews|vendor contract review/i], LEGAL)] },
  { group: 'legal', query: "write up our firm's negotiating positions so juniors mark up the other side's drafts consistently", rules: [when(3, [FIRM_POSITIONS], LEGAL), when(2, [PLAYBOOK_REVIEW], LEGAL), when(1, [/firm templates|clause library/i], LEGAL)] },
  { group: 'legal', query: 'forgotten billable hours', rules: [when(3, [TIME_RECORDING]), when(2, [LEGAL_BILLING]), when(1, [/matter management, budgeting|time-tracking system/i])] },
  { group: 'legal', query: 'staff pasting client files into ChatGPT - need rules on what AI they can use', rules: [when(3, [AI_RULES]), when(2, [AI_GOVERNANCE]), when(1, [/ai governance|adoption of ai tools|generative ai tools|privacy in ai-driven hr/i])] },
  { group: 'legal', query: 'getting ISO 27001', rules: [when(3, [CERTIFICATION]), when(2, [SECURITY_ADVICE]), when(1, [/vulnerability assessments|compliance plane|privacy engineering & compliance/i])] },
  // Employers and recruiters
  { group: 'hr', query: "opening a workshop in Vietnam, hiring local staff - contracts, social insurance, what's required", rules: [when(3, [VIETNAM_HR]), when(2, [NEW_COUNTRY]), when(1, [/visa sponsorship, global mobility|country-specific labor law/i], HR)] },
  { group: 'hr', query: 'bought the bakery down the street, now bringing their staff over into one team', rules: [when(3, [TAKEOVER_STAFF], HR), when(2, [TAKEOVER_HELP], HR), when(1, [/design, restructure, and optimize organizational structures/i], HR)] },
  { group: 'hr', query: 'clocking-in disputes', rules: [when(3, [CLOCKING], HR), when(2, [CLOCKING_HELP], HR), when(1, [/employee relations matters|shift swaps|clockify/i])] },
  { group: 'hr', query: 'keeping silver medallists warm', rules: [when(3, [RUNNERS_UP], HR), when(2, [KEEP_WARM], HR), when(1, [/recruitment marketing campaigns|candidate experience|build pipelines of qualified candidates/i], HR)] },
  // Bookkeepers, accountants and owners doing the books
  { group: 'finance', query: 'quarterly IRS payments', rules: [when(3, [QUARTERLY_TAX], FINANCE), when(2, [TAX_ESTIMATES], FINANCE), when(1, [/tax guides|tax laws|tax deductions/i], FINANCE)] },
  { group: 'finance', query: "haven't put our charges up since 2021, how much are we losing as costs rise", rules: [when(3, [INFLATION_LOSS], FINANCE), when(2, [PRICE_SCENARIOS], FINANCE), when(1, [/\bcpi\b|purchasing power parity|margin-by-product/i])] },
  { group: 'finance', query: 'our auto-enrolment duties', rules: [when(3, [PENSIONS]), when(2, [PAY_AND_BENEFITS], HR), when(1, [/retire/i, /calculat/i], FINANCE)] },
  { group: 'finance', query: "client's shares are down - can the losses cut her HMRC bill on other gains", rules: [when(3, [LOSS_HARVESTING], FINANCE), when(2, [GAINS_TAX_HELP], FINANCE), when(1, [/tax guides|stock portfolio's performance/i], FINANCE)] },
  // Sales leads
  { group: 'sales', query: 'never know what to ask on a first call with a prospect, I just pitch', rules: [when(3, [DISCOVERY_QUESTIONS], SALES), when(2, [DISCOVERY_HELP], SALES), when(1, [/competitive discovery|discovery/i], SALES)] },
  { group: 'sales', query: 'prospect likes us but says her staff are too set in their ways to switch', rules: [when(3, [CHANGE_OBJECTION], SALES), when(2, [OBJECTION_HELP], SALES), when(1, [/objection/i], SALES)] },
  { group: 'sales', query: 'deals go quiet after we send the proposal', rules: [when(3, [SHARED_PLAN], SALES), when(2, [STALL_HELP], SALES), when(1, [/pipeline health|follow-up cadence|timing objections|proof-of-concept/i], SALES)] },
  { group: 'sales', query: 'selling our office cleaning door to door on the industrial estate up the road', rules: [when(3, [WALK_IN]), when(2, [LOCAL_PROSPECTS], SALES), when(1, [/^google maps full|prospecting sequences/i])] },
  // Support leads
  { group: 'support', query: 'they booked through booking.com but now want the refund from us directly', rules: [when(3, [OTA_BOOKINGS]), when(2, [HOTEL_BOOKINGS]), when(1, [/^hospitality:/i])] },
  { group: 'support', query: 'customer charged twice', rules: [when(3, [DOUBLE_CHARGE]), when(2, [BILLING_HELP]), when(1, [/paypal disputes|folio disputes/i])] },
  { group: 'support', query: "customers' accounting sync keeps failing", rules: [when(3, [CONNECTIONS]), when(2, [SETUP_HELP]), when(1, [/^digital services:/i])] },
  { group: 'support', query: 'B&B partygoers at 3am', rules: [when(3, [NOISE], SERVICE), when(2, [GUEST_RECOVERY]), when(1, [/^hospitality:/i])] },
  // Frameworks
  { group: 'framework', query: 'n8n: when a client is added in Pipedrive, summarise their website into a note', rules: [fromSourceWhen(3, 'n8n', [WEBSITE_SUMMARY]), fromSourceWhen(2, 'n8n', [/^enrich company data/i]), when(2, [COMPANY_LOOKUP]), when(1, [/pipedrive|research a company/i])] },
  { group: 'framework', query: 'n8n workflow to see which personalised gifts are popular on Etsy this month', rules: [fromSourceWhen(3, 'n8n', [ETSY]), fromSourceWhen(2, 'n8n', [MARKET_BESTSELLERS]), when(1, [/data mining with bright data|pinterest analysis/i])] },
  { group: 'framework', query: "crewai crew for our college's employability team: a tailored cover letter per vacancy", rules: [when(3, [COVER_LETTERS, /crewai/i]), when(2, [COVER_LETTERS]), when(2, [CAREER_DOCS]), when(1, [/resume optimization|resume editing|interview coach/i])] },
  // Typos
  { group: 'typo', query: "recruitment agency: putting candidtes' CVs onto our branded templete before sending them out", rules: [when(3, [CV_REFORMAT], HR), when(2, [CV_PARSING], HR), when(1, [/resume/i, /pars|extract/i], HR)] },
  { group: 'typo', query: 'after evry client phonecall I spend ages writting up what we agreed and emailing it', rules: [when(3, [CALL_WRITEUP]), when(2, [NOTES_AND_LOGGING]), when(1, [/meetings? summari[sz]ation|call coaching/i])] },
  { group: 'typo', query: "who realy owns the compnay we're about to sign with? theres layers of holding companies", rules: [when(3, [OWNERSHIP]), when(2, [REGISTRIES]), when(1, [/business-registry lookup|politically exposed persons|aml\/ctf\/kyc/i])] },
]
