/**
 * A ninth graded set, "fresh words 6": 40 requests in the words of shop, studio, estate-agency, B&B and
 * games-studio owners, teachers, clinic and pharmacy managers, solicitors, employers, bookkeepers, sales
 * and support leads, framework users and typists, written and graded by these rules over the catalogue's
 * text before any of their results was run, on tasks no other set asks about. Graded like
 * fresh-words-5-rules.ts: grade 3 does the task, 2 clearly helps with it, 1 is related; first matching
 * rule wins. `npm run search:eval -- --fresh6` scores it. Never tune on its queries.
 */
import { EDU, FINANCE, fromSource, fromSourceWhen, HEALTH, HR, LEGAL, SUPPORT_WORDS, when, whenNot, type QueryRules } from './grading-rules.ts'

const SALES = ['sales']
const SERVICE = ['customer-service']

// Shop, studio and small-business owners
const SITE_ANALYTICS = /google analytics|\bumami\b/i
const NOT_SITE_REPORT = /utm link|qr code/i
const SEARCH_TRAFFIC = /search console|online marketing weekly report/i
const PHOTO_KEYWORDS = /stock (photos?|images?)|image metadata/i
const WORKOUT_PLAN = /workout|training (and diet )?plans?|phased training/i
const FITNESS = /fitness|exercise science|boxing training|strava/i
const NOT_GYM = /operating model|recipes?|meals?\b/i
const CARD_MESSAGES = /congratulat|blessing messages|condolence/i
const OCCASION_GREETINGS = /invitation messages|new.year greeting|new-year-blessings/i
const HOUSE_PRICE = /property prices|property-appraisal|housing prices/i
const PRICE_EVIDENCE = /comparable sales|price trends|market analysis/i
const PROPERTY = /property|real.estate/i
// Teachers and lecturers
const ACADEMIC = /academic|thesis|theses|scholarly/i
const EDITING = /proofread|polish|refin|language editing|rhetoric/i
const NOT_THESIS_EDITING = /chinese|reviewer|literature retrieval|accessible language|conversation|ai-generated|小红书|headline articles/i
const PLAIN_EDITING = /proofread|grammatical errors|grammar (accuracy|corrections)|spelling errors|improves clarity|polished, sophisticated/i
const NOT_GENERAL_EDITING = /chinese|japanese|translat|\bcode\b|prompt|worksheet|learners|contract|resume|forms?\b|ai-generated|copywriting|小红书/i
const KIDS_STORIES = /children's (english |arabic )?stor/i
const STORY_WRITING = /short stories|nursery rhymes/i
const VIDEO = /youtube|\bvideos?\b/i
const SUMMARY = /summar|ask videos questions|timestamps|chapter/i
const NOT_VIDEO_SUMMARY = /comment|upload|post new|to x\b|x post|shorts|reels|trend|podcast|earnings|blog posts|playback-synced|rss|chinese|chapter/i
const LEVEL_TEST = /diagnostic tests?|proficiency evaluator/i
const LANGUAGE_SCORING = /ielts|toefl|duolingo english/i
const LEVELLED_PRACTICE = /\b(a1|a2|b1|b2|c1|c2)\b|proficiency level/i
// Clinic, practice and pharmacy managers
const TCM = /traditional chinese medicine|\btcm\b/i
const CONSUMER_DNA = /23andme|ancestrydna|variant interpretation|acmg/i
const VARIANTS = /variant (annotation|pathogenicity)|clinvar|genetic variants|pharmacogenomic/i
const SIDE_EFFECTS = /adverse events|\bfaers\b|side.effects?|adverse (drug )?reactions?/i
const DRUG_INFO = /drug information|fda drug|drug products|drugbank|drug-instructions|medication consultation|medication\/ddi|medical information from fda/i
const NOT_DRUG_LOOKUP = /clinical.?trial|oncology|genomic|pharma r&d|chemistry/i
const PROVIDER_NUMBER = /\bnpi\b (validation|registry)|nppes/i
const PROVIDER_CHECK = /\bnpi\b|credentialing/i
// Solicitors and small law firms
const DRAFTING_LINT = /linter|\blint\b|drafting errors/i
const CROSS_REFERENCES = /consistency checks|cross-references/i
const NOT_STATUTE_DB = /statutes|provisions|regulations searchable/i
const OUTCOME = /judgment prediction|outcome prediction/i
const NEGOTIATION = /negotiat/i
const NOT_CONTRACT_NEGOTIATION = /salary|workers|offer process|foreign trade|deal structures/i
const COUNTER_DRAFTING = /market benchmarks|counterparty|clause library/i
const FREELANCE_CONTRACT = /freelanc/i
const CONTRACT_TEMPLATES = /agreement templates|contract & proposal|service agreements|contract generator/i
const GERMAN_LAW = /german|deutsches recht|gesetze/i
const FOREIGN_LAW = /foreign law|law of jurisdictions outside/i
const MANY_JURISDICTIONS = /110\+ countries|39 jurisdictions|17\+ jurisdictions/i
// Employers
const VISA = /visa sponsorship|work permit and visa/i
const MOBILITY = /global mobility|immigration petitions/i
const NEW_MANAGER = /manager effectiveness|leadership (development|capabilities)/i
const RECOGNITION = /recognition programs|appreciation cultures|recognition and rewards/i
const ENGAGEMENT = /recognition and belonging|employee engagement strateg/i
const ANNOUNCING = /sensitive announcements|change communication/i
const CHANGE = /organizational change initiatives/i
// Bookkeepers, accountants and owners doing the books
const BUSINESS_PLAN = /business plans?|business planning/i
const PLAN_HELP = /financial analysis and forecasting|launch and grow successful businesses|business canvas|multi-method revenue forecast/i
const BREAK_EVEN = /break-even point|contribution margin/i
const UNIT_MARGIN = /unit economics|margin-by-product/i
const SAFETY_NET = /emergency fund/i
const SAVINGS_PLAN = /savings (analysis|plans)|debt, and savings|monthly budget/i
const GOING_UNDER = /going-concern|risk factors from sec 10-k/i
const FILINGS = /sec edgar|edgar filings|financial ratios|collection risks/i
// Sales leads
const TRIAL = /structured proof-of-concept|sandbox environments/i
const TRIAL_HELP = /success criteria|proof-of-concept|poc scoping/i
const TECH_FIT = /technical (gaps|fit|objection)|tech stack research/i
const TECH_SELLING = /technical (discovery|deep-dive|pre-sales)|feature comparison|integrations\)/i
const REP_SHEETS = /excel files|consolidat\w* (extracted )?sales data/i
const REP_REPORTS = /consolidated sales reports/i
const MOVED_JOBS = /changed jobs|job changes/i
const ACCOUNT_EVENTS = /public events that mean someone is in market/i
// Support leads
const DISCORD = /discord/i
const NOT_DISCORD_BOT = /youtube|comics|shorts|copywriter|social networks|medgeclaw|biomedical|recruit/i
const LOST_PROPERTY = /lost.and.found|lost property|items left/i
const GUEST_SERVICE = /guest services|concierge/i
const STUCK_NEW_USERS = /help new customers set up|signs of struggle/i
const ADOPTION = /product adoption|support questions inside your product|product usage questions|churn prevention|reduce churn/i
const TRAVEL_DELAYS = /airline delays|travel disruption/i
const ARRIVALS = /late departures|early arrivals|date changes|check-in\/check-out/i
const HOSPITALITY = /hospitality|hotel/i
// Frameworks
const INBOX_TO_TASKS = /todoist|tasks in notion|mails2notion|google-tasks/i
const EMAIL = /gmail|e-?mails?\b|\bmails/i
const MEETING_PREP = /meeting materials|agenda preparation|before you walk in|pre-meeting briefing/i
const SALES_CALL_PREP = /meeting prep|meeting brief|call prep|prep brief/i
const APPROVE_REPLY = /human.in.the.loop|hitl|with approval|for review before sending/i
const DRAFT_REPLY = /draft replies|reply draft/i
// Typos
const SCHEDULER = /scheduling assistant|booking, rearranging|calendar (assistant|agent|manager)|google calendar assistant|cal\.com/i
const NOT_PERSONAL_SCHEDULING = /mcp server|event reminder|appointment leads|interview|inverview|patient|recruit|leads most worth|posting calendar/i
const CALENDAR = /calendar|scheduling\b|schedule-management/i
const OCR = /\bocr\b|scanned|extract text from pdf and image/i
const NOT_GENERAL_OCR = /legal|invoice|receipt|medical|bill anomaly|cancer|ediscovery|case law|patient|medicare|web interaction|interactable/i
const TEXT_EXTRACTION = /text extraction|document parsing|extracting data from images/i
const SPEECH = /text.to.speech|voiceover|text to speech/i
const NARRATION = /narrated|read aloud|elevenlabs|speech synthesis/i
const NOT_NARRATION = /children's|chatbot|voice chat|\brag\b|resume|interview|real-?time|lobe chat/i

export const FRESH_6_RULES: QueryRules[] = [
  // Shop, studio and small-business owners
  { group: 'shop', query: 'website visitor numbers', rules: [whenNot(3, [SITE_ANALYTICS], NOT_SITE_REPORT), when(2, [SEARCH_TRAFFIC]), when(1, [/utm link|serpbear|seo-data-analysis/i])] },
  { group: 'shop', query: 'photographer here - writing titles and keywords for every picture I upload to shutterstock takes forever', rules: [when(3, [PHOTO_KEYWORDS]), when(1, [/image analysis and response|photography critic/i])] },
  { group: 'shop', query: 'PT client programmes', rules: [whenNot(3, [WORKOUT_PLAN], /boxing/), whenNot(2, [FITNESS], NOT_GYM), when(1, [/fitness-meals|nutrition and other goals/i])] },
  { group: 'shop', query: 'verses inside the handmade cards I sell - new baby, wedding, sorry for your loss', rules: [when(3, [CARD_MESSAGES], ['general']), when(2, [OCCASION_GREETINGS], ['general']), when(1, [/poetry|sunday messages|message-composition/i], ['general', 'education'])] },
  { group: 'shop', query: 'valuing houses for sale', rules: [when(3, [HOUSE_PRICE]), when(2, [PRICE_EVIDENCE, PROPERTY]), whenNot(1, [/real.estate|rental property|mortgage|home-buying/i], /hardware/)] },
  // Teachers and lecturers
  { group: 'education', query: "my masters students' dissertations are full of clunky sentences and need tidying before hand-in", rules: [whenNot(3, [ACADEMIC, EDITING], NOT_THESIS_EDITING, [...EDU, 'general']), whenNot(2, [/academic writing|academic standards/i], /chinese/i), whenNot(2, [PLAIN_EDITING], NOT_GENERAL_EDITING, ['general']), when(1, [/academic (writing|paper|editing|research|manuscripts)|manuscripts?|research papers?|scholarly/i], [...EDU, 'general'])] },
  { group: 'education', query: 'reception class stories', rules: [whenNot(3, [KIDS_STORIES], /arabic/i), when(2, [KIDS_STORIES]), when(2, [/short stories/i, /illustrations/i]), when(1, [STORY_WRITING]), when(1, [/reading comprehension/i], EDU)] },
  { group: 'education', query: 'no time to watch every youtube clip through before I show it in class', rules: [whenNot(3, [VIDEO, SUMMARY], NOT_VIDEO_SUMMARY), whenNot(2, [/youtube|video/i, /transcri|analy[sz]|summar|chapter/i], /comment|earnings|upload|shorts|reels|trend|post new|x post|\bto x\b|rss|fireflies|call/i), when(1, [/youtube/i])] },
  { group: 'education', query: 'esol placement test', rules: [when(3, [LEVEL_TEST]), when(2, [LANGUAGE_SCORING], EDU), when(1, [LEVELLED_PRACTICE], EDU), when(1, [/exam preparation|simulate a personali[sz]ed exam/i], EDU)] },
  // Clinic, practice and pharmacy managers
  { group: 'healthcare', query: 'acupuncture and herbal clinic', rules: [when(3, [TCM], HEALTH), when(1, [/chinese medical/i], HEALTH)] },
  { group: 'healthcare', query: 'a patient brought in her 23andme results and wants us to explain what they mean', rules: [when(3, [CONSUMER_DNA], HEALTH), when(2, [VARIANTS], HEALTH), when(1, [/genom|genetic/i], HEALTH)] },
  { group: 'healthcare', query: 'customer thinks her new tablets are making her dizzy - is that a known reaction?', rules: [when(3, [SIDE_EFFECTS], HEALTH), whenNot(2, [DRUG_INFO], NOT_DRUG_LOOKUP, HEALTH), when(1, [/\bdrugs?\b|medication/i], HEALTH)] },
  { group: 'healthcare', query: 'new physician joins our practice monday, how do we double-check his registration number is genuine', rules: [when(3, [PROVIDER_NUMBER]), when(2, [PROVIDER_CHECK], [...HEALTH, 'general']), when(1, [/provider services|provider directory/i], HEALTH)] },
  // Solicitors and small law firms
  { group: 'legal', query: 'before a lease goes out, check the defined terms are used consistently and clause cross-references still work', rules: [when(3, [DRAFTING_LINT], LEGAL), whenNot(2, [CROSS_REFERENCES], NOT_STATUTE_DB, LEGAL), when(2, [/inconsistenc/i, /forms?\b|document/i], ['general']), when(1, [/correct terminology|misused terms/i], LEGAL)] },
  { group: 'legal', query: 'client keeps asking what her chances are if this goes to trial', rules: [whenNot(3, [OUTCOME], /chinese/i, LEGAL), when(2, [OUTCOME], LEGAL), when(1, [/similar case|precedent|risk matrix|trial checklists/i], LEGAL)] },
  { group: 'legal', query: 'other side keeps rejecting our liability cap', rules: [whenNot(3, [NEGOTIATION], NOT_CONTRACT_NEGOTIATION, LEGAL), when(2, [COUNTER_DRAFTING], LEGAL), when(1, [/redlin|contract review/i], LEGAL)] },
  { group: 'legal', query: 'freelance designer contract', rules: [whenNot(3, [FREELANCE_CONTRACT, /contract|agreement/i], /korean|classification/i, LEGAL), when(2, [FREELANCE_CONTRACT, /contracts/i], LEGAL), when(2, [CONTRACT_TEMPLATES]), when(1, [/contractors, freelancers|document assembly|template library/i])] },
  { group: 'legal', query: "our client's supply agreement is governed by the law of Germany and none of us qualified there", rules: [when(3, [GERMAN_LAW], LEGAL), when(3, [FOREIGN_LAW], LEGAL), when(2, [MANY_JURISDICTIONS], LEGAL), when(1, [/law mcp|legislation|statutes/i], LEGAL)] },
  // Employers
  { group: 'hr', query: 'want to hire a chef from abroad - how does sponsoring a work visa work', rules: [whenNot(3, [VISA], /vietnam/i, HR), when(2, [VISA], HR), when(2, [MOBILITY], [...HR, ...LEGAL]), when(1, [/expand into a new country|international hr/i], HR)] },
  { group: 'hr', query: "promoted my best waitress to supervisor and she's struggling to boss her old workmates", rules: [whenNot(3, [NEW_MANAGER], /learning and development programs/i, HR), when(2, [/train managers in coaching|learning and development programs/i], HR), when(1, [/people leaders|workplace psychology/i], [...HR, 'general'])] },
  { group: 'hr', query: 'thanking hardworking staff', rules: [when(3, [RECOGNITION], HR), when(2, [ENGAGEMENT], HR), when(1, [/total rewards|sincere compliments/i], [...HR, 'general'])] },
  { group: 'hr', query: "how do I break the news to staff that we're moving to new shift patterns", rules: [when(3, [ANNOUNCING], HR), when(2, [CHANGE], HR), when(1, [/shift swaps|labor relations|employee relations/i], HR)] },
  // Bookkeepers, accountants and owners doing the books
  { group: 'finance', query: "bank won't lend us money for a second shop without a proper plan on paper", rules: [when(3, [BUSINESS_PLAN]), when(2, [PLAN_HELP]), when(1, [/startup ceos|validate and analy[sz]e startup ideas|cash flow statement|securing funding/i])] },
  { group: 'finance', query: 'how many haircuts a week do I need just to cover rent and wages', rules: [when(3, [BREAK_EVEN]), when(2, [UNIT_MARGIN], [...FINANCE, 'sales']), when(1, [/break-even|fixed costs/i])] },
  { group: 'finance', query: 'self-employed rainy day savings', rules: [when(3, [SAFETY_NET]), when(2, [SAVINGS_PLAN], FINANCE), when(1, [/net worth|\bfire\b|compound interest/i], FINANCE)] },
  { group: 'finance', query: 'our biggest client is a public company - do their published accounts show any sign they could go under', rules: [when(3, [GOING_UNDER]), when(2, [FILINGS], [...FINANCE, ...LEGAL]), when(1, [/10-k|sec filings|financial statements|prospectus/i], FINANCE)] },
  // Sales leads
  { group: 'sales', query: "prospects want a month's free trial first, how do we stop it fizzling out", rules: [when(3, [TRIAL], SALES), when(2, [TRIAL_HELP], SALES), when(1, [/mutual action plan|demos?\b/i], SALES)] },
  { group: 'sales', query: "buyers worry our system won't work with the software they already use", rules: [when(3, [TECH_FIT], SALES), when(2, [TECH_SELLING], SALES), when(1, [/objection/i], SALES), when(1, [/companies by the technology/i])] },
  { group: 'sales', query: 'every rep keeps their own spreadsheet and I spend friday afternoons pulling them into one set of numbers', rules: [when(3, [REP_SHEETS], SALES), when(2, [REP_REPORTS], SALES), when(1, [/pipeline (health|review)|sales forecast|revenue operations/i], [...SALES, 'general'])] },
  { group: 'sales', query: "contacts who've moved companies", rules: [when(3, [MOVED_JOBS]), when(2, [ACCOUNT_EVENTS]), when(1, [/research a specific person|linkedin profile|internal champions/i])] },
  // Support leads
  { group: 'support', query: "players keep asking the same questions in our game's discord", rules: [when(3, [DISCORD, /support|customer/i], SERVICE), whenNot(2, [DISCORD, /ai agent|chat agent|bot\b/i], NOT_DISCORD_BOT), when(1, [DISCORD], ['general', ...SERVICE]), when(1, [/answers customer questions using company info|faq/i], SERVICE)] },
  { group: 'support', query: "guests' forgotten belongings", rules: [when(3, [LOST_PROPERTY], SERVICE), when(2, [GUEST_SERVICE, HOSPITALITY]), when(1, [HOSPITALITY], SERVICE)] },
  { group: 'support', query: 'new customers sign up to our app then get stuck and give up in the first week', rules: [when(3, [STUCK_NEW_USERS]), when(2, [ADOPTION], [...SERVICE, 'general']), when(1, [SUPPORT_WORDS], SERVICE)] },
  { group: 'support', query: 'B&B guests stuck at the airport after their flight was delayed, arriving after midnight', rules: [when(3, [TRAVEL_DELAYS], SERVICE), when(2, [ARRIVALS, HOSPITALITY]), when(2, [GUEST_SERVICE, HOSPITALITY]), when(1, [HOSPITALITY], SERVICE)] },
  // Frameworks
  { group: 'framework', query: 'n8n so requests that land in my inbox end up on my to-do list', rules: [fromSourceWhen(3, 'n8n', [INBOX_TO_TASKS, EMAIL]), fromSourceWhen(2, 'n8n', [/todoist/i]), when(1, [/inbox|todo/i], ['general']), fromSource(1, ['n8n'])] },
  { group: 'framework', query: 'crewai setup that gets the agenda and background papers ready before each trustees meeting', rules: [when(3, [/crew ?ai/i, MEETING_PREP]), when(2, [MEETING_PREP]), when(1, [SALES_CALL_PREP]), when(1, [/crew ?ai/i])] },
  { group: 'framework', query: 'flowise bot that writes replies to customer emails but waits for my ok before sending', rules: [fromSourceWhen(3, 'flowise', [APPROVE_REPLY, EMAIL]), whenNot(2, [APPROVE_REPLY, EMAIL], /wordpress|pdfs with/i), when(2, [DRAFT_REPLY]), when(1, [APPROVE_REPLY]), fromSource(1, ['flowise'])] },
  // Typos
  { group: 'typo', query: 'somthing to book meetngs into my calender without all the back and forth emails', rules: [whenNot(3, [SCHEDULER], NOT_PERSONAL_SCHEDULING), whenNot(2, [/calendar/i, /gmail|email|schedul|meetings/i], NOT_PERSONAL_SCHEDULING, ['general']), when(2, [/schedule-management|organizes meetings, scheduling/i]), whenNot(1, [CALENDAR], /posting calendar|economic calendar|kernel/i, ['general'])] },
  { group: 'typo', query: 'boxes of old paper reocrds we need typed up - can we scan them in automaticaly', rules: [whenNot(3, [OCR], NOT_GENERAL_OCR), whenNot(2, [TEXT_EXTRACTION], /\brag\b/i), when(1, [OCR]), when(1, [/pdf/i, /extract/i], ['general'])] },
  { group: 'typo', query: 'voiceover for our promo video, need a natural soundng voice to read out the scirpt', rules: [when(3, [SPEECH]), whenNot(2, [NARRATION], NOT_NARRATION), when(1, [/\baudio\b|elevenlabs|speech (synthesis|support)|\btts\b/i], ['general'])] },
]
