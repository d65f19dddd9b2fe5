/**
 * A tenth graded set, "fresh words 7": 40 requests in the words of roofers, cafe, hotel, pilates-studio and
 * online-shop owners, teachers and college lecturers, clinic, scanning-centre and lab managers, solicitors
 * and small-firm owners, employers, bookkeepers, sales and support leads, framework users and typists,
 * written and graded by these rules over the catalogue's text before any of their results was run, on
 * tasks no other set asks about. Graded like fresh-words-6-rules.ts: grade 3 does the task, 2 clearly
 * helps with it, 1 is related; first matching rule wins. `npm run search:eval -- --fresh7` scores it.
 * Never tune on its queries.
 */
import { EDU, FINANCE, fromSource, fromSourceWhen, HEALTH, HR, LEGAL, when, whenNot, type QueryRules } from './grading-rules.ts'

const SALES = ['sales']
const SERVICE = ['customer-service']

// Shop, cafe, hotel, studio and trades owners
const FORECAST = /weather (report|updates|forecasts|information)|real-time weather|open-meteo/i
const IDEA_CHECK = /validate and analy[sz]e startup ideas|identifying viable business opportunities/i
const MARKET_CHECK = /business opportunities|market analysis and strategy|market research/i
const FOLIO = /folio disputes|minibar/i
const CHARGE_DISPUTE = /charge disputes|billing discrepancies|amenity discrepancies|guest complaint resolution/i
const PASS_EXPIRY = /class packs|credit balances/i
const SESSION_PACKS = /session packs|membership sign-ups, cancellations/i
const CONVERSION = /conversion rate|landing page feedback/i
const PAGE_CRITIQUE = /ui\/ux designer|split testing/i
const NOT_PAGE_CRITIQUE = /logo/i
// Teachers and lecturers
const WORD_LISTS = /vocabulary (lists|worksheets?)|curated vocabulary|vocabulary acquisition/i
const WORD_TEACHING = /vocabulary (teaching|teacher|instruction)|difficult english words|teaching english words|english vocabulary/i
const LYRIC_TEACHING = /lyric writing, melody|art and craft of rap music and lyricism/i
const LYRIC_WRITING = /lyrics?|songwriting/i
const NOT_LYRICS = /spotify|translation assistant/i
const COURSE_ACCESS = /paid-but-not-enrolled|missing courses/i
const ACCOUNT_ACCESS = /login failures|account access|subscription changes, billing inquiries/i
const CHIP_CODE = /microcontroller|embedded c/i
const CIRCUITS = /digital and analog circuits|circuit diagram|assembly steps, circuit/i
const C_TEACHING = /c programming learning|c\+\+ and qt programming/i
// Clinic, scanning-centre and lab managers
const IMAGE_ARCHIVE = /\bpacs\b|dicom-mcp/i
const IMAGE_METADATA = /dicom metadata|medical imaging integration/i
const PRETEND_PATIENTS = /synthetic (healthcare test data|fhir cohort)/i
const MOCK_DATA = /mock data generation/i
const LAB_CODES = /\bloinc\b/i
const CLINICAL_CODES = /snomed ct concept|omop concept mapping|terminology mapping/i
const AREA_HEALTH = /disease-surveillance|global health observatory|population health data for community/i
const HEALTH_MARKET = /public healthcare market intelligence/i
const BILL_QUESTIONS = /billing inquiries, appointment management, insurance questions/i
const PATIENT_DESK = /healthcare contact center|patient concierge/i
// Solicitors, small law firms and small-business owners facing the law
const BULK_EXTRACTION = /bulk contract reviews|extracting and analy[sz]ing key information from legal contracts/i
const CLAUSE_DATA = /clause extraction|cuad extraction|structured data extraction|extracting key information and flagging/i
const CLAIM_DRAFTING = /patent (creation|searching, drafting)|claim drafting/i
const PATENT_HELP = /prior.art|uspto patent data|patent corpus/i
const DPA = /data processing agreement|\bdpa review/i
const PRIVACY_REFERENCE = /privacy professionals|gdpr\/ccpa/i
const OWN_MACHINES = /self-hosted|self-hostable|local-first|entirely on your machine|on the user's machine|stay on the user's machine|sovereign|fully local|local open-source llms|local desktop/i
const LEGAL_WORKSPACE = /document|matter|workspace|chat|legal teams|law firms|lawyers|legal ai\b/i
const NOT_WORKSPACE = /patent|time tracking|e-signature|board management|governance|compliance plane|legacy-system|contract/i
const LOCAL_LEGAL_TOOL = /contract|patent/i
const OWN_CASE = /self-represented litigants/i
const SELF_HELP = /court self-help|litigants to manage cases/i
// Employers
const WEB_DEV_HIRING = /(frontend|backend|fullstack) engineering (concepts|candidate)|frontend engineer roles/i
const TECH_HIRING = /understand (mobile development|ui\/ux design)|software architect and staff\/principal engineer candidates|system design skills across engineering roles|candidate analysis tool for github/i
const OTHER_TECH_HIRING = /(hire|hiring|screen|assess).*(engineering|engineer|developer|design|development) candidates|understand (devops|quality assurance|cybersecurity|data engineering)/i
const PROGRESSION = /career pathing|career development programs|internal mobility programs/i
const PROGRESSION_HELP = /competency frameworks|career development frameworks/i
const EMPLOYER_REVIEWS = /glassdoor/i
const EMPLOYER_INFO = /indeed company/i
const FAIR_HIRING = /diversity, equity, and inclusion/i
const BIAS_HELP = /algorithmic fairness|bias auditing|discrimination patterns|clear, inclusive/i
// Bookkeepers, accountants and owners doing the books
const RATE_OUTLOOK = /rate path implications|interest-rates/i
const MACRO = /\bfomc\b|macroeconomic (time series|indicators)|key macroeconomic/i
const GAINS_TAX = /capital gains tax/i
const TAX_GUIDES = /tax guides|tax code queries/i
const FOREIGN_SALES_TAX = /vat\/gst|190\+ jurisdictions/i
const SALES_TAX = /eu vat/i
const CASH_CYCLE = /cash conversion cycle|\bdso\b/i
const CASH_RELATED = /30-day cash-flow outlook|overdue-invoice|cash flow statement|ar\/ap/i
const CASH_TIMING = /collection risks, cash flow gaps|historical cash timing/i
// Sales leads
const FUNDED = /recently raised funding/i
const FUNDING_SIGNALS = /funding events|portfolio company of an investor/i
const MULTI_YEAR = /multi-year deal/i
const DISCOUNT_PRESSURE = /discount behavior|price objections/i
const INSTANT_CALLBACK = /calls inbound leads instantly|qualify outbound leads and inbound calls/i
const CALL_FIRST = /call these 5 today|worth calling today|appointment scheduling and follow-ups/i
const LEAVE_BEHIND = /one-pagers/i
const SALES_MATERIAL = /case studies, and sales scripts|pricing pages/i
// Support leads
const BOX_SKIPS = /subscription box|autoship/i
const PLAN_CHANGES = /subscription changes|cancel and downgrade requests/i
const SEATS = /seat invites, role changes/i
const SEAT_HELP = /login failures|seat, storage|account access/i
const WALKED = /walked guests|overbooking/i
const REBOOKING = /booking modifications|poor service and missed amenity|comprehensive hospitality guest services/i
const HOSPITALITY = /hospitality|hotel/i
// Frameworks
const LINE_CHAT = /line messaging|linechatbot/i
const NOT_LINE_SUPPORT = /pay slip|lego|morning brief/i
const LINE_APP = /\bline\b/i
const TEAMS_CHANNEL = /slack and teams|workplace channels/i
const DOC_ANSWERS = /documents|docs qna|\brag\b|retriev/i
const STAFF_CHAT_BOT = /rag for company staff|slackbot workflow - chat with your knowledge base|chatbots and conversational tools for platforms like slack and microsoft teams/i
const CONFIRM_CALLS = /confirms rsvps/i
const OUTBOUND_CALLS = /calls inbound leads|outbound leads|calls attendees/i
// Typos
const HANDBOOK = /policies and employee handbooks|workplace policies/i
const POLICY_KNOWLEDGE = /policy and sop|hr knowledge bases/i
const LOCKOUTS = /password resets|account lockouts/i
const SIGN_IN_HELP = /account access|access denied/i
const FAITH_TEACHING = /bible-teaching|buddhist[ -](teacher|studies)|scripture-interpretation/i
const OTHER_TRADITIONS = /taoist philosophy|confucian classics/i
const FAITH_MESSAGES = /biblical scriptures|spiritually sensitive/i

export const FRESH_7_RULES: QueryRules[] = [
  // Shop, cafe, hotel, studio and trades owners
  { group: 'shop', query: 'dry days for roofing', rules: [when(3, [FORECAST]), when(1, [/weather|openweathermap/i], ['general'])] },
  { group: 'shop', query: 'thinking of adding a coffee van to the cafe, would anyone actually buy from it', rules: [when(3, [IDEA_CHECK]), whenNot(2, [MARKET_CHECK], /trading/i), when(1, [/business plans? tailored|business canvas|jobs to be done|go-to-market strategy/i])] },
  { group: 'shop', query: 'guest swears she never touched the minibar and wants it taken off her bill', rules: [when(3, [FOLIO]), when(2, [CHARGE_DISPUTE]), when(1, [HOSPITALITY], SERVICE)] },
  { group: 'shop', query: 'expired pilates passes', rules: [when(3, [PASS_EXPIRY]), when(2, [SESSION_PACKS]), when(1, [/^wellness:/i])] },
  { group: 'shop', query: 'browsers but no buyers', rules: [when(3, [CONVERSION]), whenNot(2, [PAGE_CRITIQUE], NOT_PAGE_CRITIQUE), when(1, [/on-page seo audit|landing pages? (for websites|generator)/i])] },
  // Teachers and lecturers
  { group: 'education', query: 'EAL word lists', rules: [when(3, [WORD_LISTS], EDU), when(2, [WORD_TEACHING]), when(1, [/vocabulary/i], [...EDU, 'general'])] },
  { group: 'education', query: 'year 9 music group have to write words for their own track and are stuck', rules: [when(3, [LYRIC_TEACHING]), whenNot(2, [LYRIC_WRITING], NOT_LYRICS, ['general']), when(1, [/suno|poetry mentor/i])] },
  { group: 'education', query: "parents paid for my online maths course but the kids can't get into the lessons", rules: [when(3, [COURSE_ACCESS]), when(2, [ACCOUNT_ACCESS], [...SERVICE, ...FINANCE]), when(1, [/^digital services:/i])] },
  { group: 'education', query: 'my FE engineering students get lost reading the C code on our chip kits', rules: [when(3, [CHIP_CODE], EDU), when(2, [CIRCUITS]), when(2, [C_TEACHING], EDU), when(1, [/programming|mysql/i], EDU)] },
  // Clinic, scanning-centre and lab managers
  { group: 'healthcare', query: "scanning clinic: pull up a patient's earlier MRI images and reports just by asking", rules: [when(3, [IMAGE_ARCHIVE], HEALTH), when(2, [IMAGE_METADATA], HEALTH), when(1, [/\bdicom\b|radiology report/i], HEALTH)] },
  { group: 'healthcare', query: "developer needs made-up patient files to test our booking system, not real people's details", rules: [when(3, [PRETEND_PATIENTS]), when(2, [MOCK_DATA]), when(1, [/synthetic (clinical notes|demo data|data)/i], HEALTH)] },
  { group: 'healthcare', query: 'hospital wants our lab results sent with their standard test codes, not our own names', rules: [when(3, [LAB_CODES], HEALTH), when(2, [CLINICAL_CODES], HEALTH), when(1, [/rxnorm drug-terminology|icd-10-cm.*lookup|clinical data standard/i], HEALTH)] },
  { group: 'healthcare', query: 'health charity needs local diabetes and flu jab figures for a grant bid', rules: [when(3, [AREA_HEALTH], HEALTH), when(2, [HEALTH_MARKET], HEALTH), when(1, [/medicare provider services|population health workflows|public data/i], HEALTH)] },
  // Solicitors, small law firms and small-business owners facing the law
  { group: 'legal', query: '150 franchise agreements - need fees, territories and renewal dates in one spreadsheet', rules: [when(3, [BULK_EXTRACTION], LEGAL), when(2, [CLAUSE_DATA], LEGAL), when(1, [/contract analysis|document review|lexreviewer/i], LEGAL)] },
  { group: 'legal', query: 'client invented a new valve and wants it protected, we need the claims drafted', rules: [when(3, [CLAIM_DRAFTING], LEGAL), when(1, [PATENT_HELP], LEGAL)] },
  { group: 'legal', query: 'supplier data processing agreement', rules: [when(3, [DPA], LEGAL), when(2, [PRIVACY_REFERENCE], LEGAL), when(1, [/gdpr|data protection/i], LEGAL)] },
  { group: 'legal', query: 'AI for our law firm that runs on our own server so files never leave', rules: [whenNot(3, [OWN_MACHINES, LEGAL_WORKSPACE], NOT_WORKSPACE, LEGAL), when(2, [OWN_MACHINES, LOCAL_LEGAL_TOOL], LEGAL), when(1, [OWN_MACHINES], LEGAL), when(1, [/open-source legal ai platform|legal document assistant/i], LEGAL)] },
  { group: 'legal', query: 'customer owes my building firm £4k, can I take him to court myself', rules: [when(3, [OWN_CASE], LEGAL), when(2, [SELF_HELP], LEGAL), when(1, [/overdue-invoice reminder|civil law/i])] },
  // Employers
  { group: 'hr', query: "hiring our first web developer but I'm not technical enough to interview them", rules: [when(3, [WEB_DEV_HIRING], HR), when(2, [TECH_HIRING]), when(2, [/structured, competency-based interview questions|skills tests, work samples/i], HR), when(1, [OTHER_TECH_HIRING], HR), when(1, [/recruiting and talent acquisition|hiring packets/i], HR)] },
  { group: 'hr', query: 'staff progression routes', rules: [when(3, [PROGRESSION], HR), when(2, [PROGRESSION_HELP], HR), when(1, [/succession planning|skills taxonomies|career planning/i], [...HR, 'general'])] },
  { group: 'hr', query: "what do staff say about working at the rival hotel group I'm recruiting against", rules: [when(3, [EMPLOYER_REVIEWS]), when(2, [EMPLOYER_INFO]), when(1, [/employer branding strategy|talent market (data|maps)/i], HR)] },
  { group: 'hr', query: 'making our hiring fairer', rules: [when(3, [FAIR_HIRING], HR), when(2, [BIAS_HELP], HR), when(2, [/structured, competency-based interview questions/i], HR), when(1, [/candidate experience|structured candidate assessments/i], HR)] },
  // Bookkeepers, accountants and owners doing the books
  { group: 'finance', query: 'is anyone expecting interest rates to come down this year? our credit line is variable', rules: [when(3, [RATE_OUTLOOK], FINANCE), when(2, [MACRO], FINANCE), when(1, [/financial news|economic data/i], FINANCE)] },
  { group: 'finance', query: "how much will HMRC take when we sell the workshop we've owned for 15 years", rules: [when(3, [GAINS_TAX, /calculate/i], FINANCE), when(2, [GAINS_TAX], FINANCE), when(2, [TAX_GUIDES], FINANCE), when(1, [/accounting support|tax laws/i], FINANCE)] },
  { group: 'finance', query: 'Australian GST registration', rules: [when(3, [FOREIGN_SALES_TAX], FINANCE), when(2, [TAX_GUIDES], FINANCE), when(1, [SALES_TAX], FINANCE), when(1, [/tax laws|international accounting/i], FINANCE)] },
  { group: 'finance', query: "customers pay net 60, suppliers want net 30, we're always scrambling for cash", rules: [when(3, [CASH_CYCLE], FINANCE), when(2, [CASH_TIMING], FINANCE), when(1, [CASH_RELATED], FINANCE)] },
  // Sales leads
  { group: 'sales', query: 'startups with fresh investment', rules: [when(3, [FUNDED]), when(2, [FUNDING_SIGNALS]), when(1, [/someone is in market|firmographics/i])] },
  { group: 'sales', query: 'client will sign for three years if we knock 20% off, worth it?', rules: [when(3, [MULTI_YEAR], SALES), when(2, [DISCOUNT_PRESSURE], SALES), when(1, [/budget objections|deal structures|deal strategist/i], SALES)] },
  { group: 'sales', query: "web enquiries come in overnight and by the time we ring back they've gone elsewhere", rules: [when(3, [INSTANT_CALLBACK]), when(2, [CALL_FIRST]), when(1, [/phone agent|inbound leads/i])] },
  { group: 'sales', query: 'rep leave-behind sheets', rules: [when(3, [LEAVE_BEHIND], SALES), when(2, [SALES_MATERIAL], SALES), when(1, [/sales (collateral|assets)|case studies/i])] },
  // Support leads
  { group: 'support', query: 'monthly coffee box customers want to skip a month or change their beans', rules: [when(3, [BOX_SKIPS]), when(2, [PLAN_CHANGES]), when(1, [/membership sign-ups|order edits/i], SERVICE)] },
  { group: 'support', query: "customer's admin left and now nobody there can add new users to their account", rules: [when(3, [SEATS]), when(2, [SEAT_HELP], SERVICE), when(1, [/^digital services:/i])] },
  { group: 'support', query: 'patients calling our office confused about their bills and what their insurance covers', rules: [when(3, [BILL_QUESTIONS]), when(2, [PATIENT_DESK]), when(1, [/medical bill|billing inquiries/i])] },
  { group: 'support', query: 'double-booked room tonight', rules: [when(3, [WALKED], SERVICE), when(2, [REBOOKING]), when(1, [HOSPITALITY], SERVICE)] },
  // Frameworks
  { group: 'framework', query: 'n8n bot to answer our Thai customers, who only message us on LINE', rules: [fromSourceWhen(3, 'n8n', [LINE_CHAT]), whenNot(2, [/^line assistant/i], NOT_LINE_SUPPORT), fromSourceWhen(1, 'n8n', [LINE_APP]), when(1, [/whatsapp|telegram/i, /customer|support/i], SERVICE)] },
  { group: 'framework', query: 'flowise bot inside microsoft teams answering staff questions from our procedures manual', rules: [fromSourceWhen(3, 'flowise', [TEAMS_CHANNEL]), when(2, [STAFF_CHAT_BOT]), fromSourceWhen(2, 'flowise', [DOC_ANSWERS]), when(1, [/slack bot|slack slash|slack ai chatbot/i]), fromSource(1, ['flowise'])] },
  { group: 'framework', query: "livekit agent that phones everyone booked on our open day to check they're still coming", rules: [when(3, [CONFIRM_CALLS]), when(2, [OUTBOUND_CALLS]), when(1, [/livekit|retellai|phone agent/i])] },
  // Typos
  { group: 'typo', query: 'need a staff handbok for our 15 employes', rules: [when(3, [HANDBOOK], HR), when(2, [POLICY_KNOWLEDGE], HR), when(1, [/employee communications|hr compliance/i], HR)] },
  { group: 'typo', query: 'pasword reset requets', rules: [when(3, [LOCKOUTS]), when(2, [SIGN_IN_HELP], SERVICE), when(1, [/^digital services:/i])] },
  { group: 'typo', query: 'year 8 RE: what christians and budhists beleive about suffering, quotes from there holy books', rules: [when(3, [FAITH_TEACHING]), when(2, [OTHER_TRADITIONS]), when(1, [FAITH_MESSAGES]), when(1, [/buddhism|dharma/i])] },
]
