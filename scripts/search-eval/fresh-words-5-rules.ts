/**
 * An eighth graded set, "fresh words 5": 40 requests in the words of shop, cafe, salon and holiday-company
 * owners, teachers, clinic and pharmacy managers, solicitors, employers, bookkeepers, sales and support
 * leads, framework users and typists, written and graded by these rules over the catalogue's text
 * before any of their results was run, on tasks no other set asks about. Graded like
 * fresh-words-4-rules.ts: grade 3 does the task, 2 clearly helps with it, 1 is related; first matching
 * rule wins. `npm run search:eval -- --fresh5` scores it. Never tune on its queries.
 */
import { EDU, FINANCE, fromSource, fromSourceWhen, HEALTH, HR, inIndustry, LEGAL, SUPPORT_WORDS, when, whenNot, type QueryRules } from './grading-rules.ts'

const SALES = ['sales']
const SERVICE = ['customer-service', 'finance']

const RECIPE_FROM_WHAT_YOU_HAVE = /(from|based on) (available |your )?ingredients|available ingredients|recipe (suggestion|recommendation)s?/i
const RECIPE = /recipes?\b|culinary|cooking/i
const NOT_MODEL_TRAINING = /qlora|fine-?tun|checkpoint/i
const SONG = /\bsongs?\b|songwrit|lyric|music (generat|composition|track)|\bsuno\b|jingle/i
const NOT_SONG_WRITING = /spotify|playlist|album cover|dynasty|teaching/i
const AD_COPY = /advertising cop|ad copy|advertis\w* (campaign|writ)|slogan|tagline/i
const BEST_AND_WORST_SELLERS = /slow movers?|top (and bottom )?sellers|bottom sellers|top performers/i
const SALES_TREND = /sales (trend|data|metrics|analysis)|inventory (level|management|tracking)|manages inventory|stock levels?/i
const NUTRITION_FACTS = /calori|nutrition(al)? (content|information|info|profile|facts|labels?)/i
const BUSINESS_RUNDOWN = /business snapshot|end-of-week pulse|morning briefing . cash|monday morning briefing/i
const OWNER_REPORT = /quarterly review|qbr narrative|cash.flow outlook|month.?end close|accounts receivable aging|\bar\/ap\b/i
const PROGRAMMING = /programming|\bcoding\b|\bcode\b|\bpython\b|\bc\+\+|\brust\b|mysql|software development/i
const TEACHING = /teach|learning assistant|\blearn(ers?|ing)? |mentor|tutor|beginners?|for dummies|all levels|students?/i
const NOT_CODE_TEACHING = /machine learning|deep learning|continual learning|framework|library|react-based|software company|legal|autonomous/i
const DEBUGGING = /debug|error (correct|check|messages?)|identify errors|fix(ing)? (bugs|errors|code)|diagnos\w* (potential )?(issues|problems|errors)|bug spotting/i
const SCIENCE = /physics|electric|circuits?|high school science|scientific concepts/i
const SOME_SCIENCE = /\bscience\b|natural phenomena|interdisciplinary/i
const NOT_SCHOOL_SCIENCE = /translat|machine learning|exercise science|bioinformatics|programming/i
const EXPLAINING = /explain|explanation|teach|tutor|student|easy-to-understand|accessible/i
const PAPER_READING = /(academic|scientific|research) (papers?|articles?|studies)|paper reading|article reading/i
const UNDERSTANDING = /understand|accessible|explain|summar|analy[sz]/i
const NOT_READING_HELP = /chinese|proofread|polish|titles?\b|manuscripts?|composition|literature retrieval and analysis/i
const STUDY_PLAN = /study (plans?|schedules?)|learning plan|revision (plan|timetable|schedule)/i
const EXAM_PREP = /learning path|\bexams?\b|test prep|\bsat\b|ielts|toefl/i
const RECALL = /recalls?\b|shortages?/i
const DRUG_DATA = /fda (drug|pharmaceutical)|fda, who|and fda\b|fda drug labels|drug (products?|labels?|database|information|info)\b|drugbank/i
const CLINICAL_CALCULATOR = /calculators?\b|medical calculations/i
const CLINICAL_NUMBERS = /reference.range|abnormal flagging/i
const DE_IDENTIFY = /de-?identif|anonymi[sz]|redact|\bphi\b masking|\bpii\b/i
/** Legal platforms, and tools that redact only as a side task (bill appeals, model pretraining). */
const NOT_DE_IDENTIFY_TOOL = /law firm|legal|lawyer|appeals|pretraining/i
const SYNTHETIC_PATIENTS = /synthetic (fhir|healthcare|patient)|differentially.private|de-identification/i
const WEARABLE = /apple health|\boura\b|wearables?|fitbit|garmin|smart ?watch|strava/i
const CONSUMER_HEALTH = /sleep|heart rate|fitness (coach|tracker|data)/i
const PATENT_SEARCH = /search|prior.art/i
const TRACKED_CHANGES = /track(ed)?.?changes?/i
const REDLINE = /redlin|track(ed)?.?changes?/i
const PLAIN_REWRITE = /legalese|into plain english|plain.language (rewrit|version)/i
const MONEY_LAUNDERING = /\baml\b|anti.money|money laundering|\bkyc\b|sanctions?\b|watchlists?|politically exposed/i
const WHO_OWNS = /beneficial own|\bubo\b|ownership (map|chart)|business.registry/i
const LAW_WATCH = /regulatory monitoring|change monitoring|law developments|monitor\w* (\w+ ){0,4}(regulat|law|legislat)|scans sources/i
const REGULATION_LOOKUP = /surfaces applicable regulations|regulations? (searchable|lookup)|legal change|freshness check|regulatory (analysis|change|updates)/i
const LAYOFF = /layoffs?|redundan|involuntary|restructur|downsiz|severance/i
const NOT_HR_MODEL = /operating model/i
const LEAVING_WELL = /offboarding|employee relations|employment law|labou?r (law|relations)/i
const PAY = /salary (benchmark|range)|benchmark pay|compensation (and benefits|programs?)|total rewards/i
const ATTRITION = /attrition|turnover/i
const KEEPING_STAFF = /retention|employee engagement|engagement (strateg|program|survey)s?|exit interviews?|stay interviews?|employee listening|moments that matter/i
const SOCIAL_RECRUITING = /social media|tiktok|instagram/i
const HIRING = /recruit|hiring|candidates?/i
const JOB_ADS = /employer brand|job (ads?|posts?|postings?|adverts?)\b|candidate experience|passive candidate|job description writing/i
const WHAT_IF = /three-scenario|bull, base, and bear|what.if/i
const FINANCIAL_MODEL = /scenario analysis|best\/likely\/worst|three-statement|revenue forecast|30\/60\/90|working capital forecast/i
const NOT_OWN_BUSINESS = /options|portfolio|stocks?\b|crisis|market data|pipeline health/i
const DEBT = /\bdebts?\b/i
const PAYOFF = /pay ?off|payoff|repay|debt (plan|management)|debt, and savings/i
const BILL_CHECK = /duplicate charges?|math errors|double.charg|overcharg|billing discrepanc|anomal/i
const BILL = /invoices?|receipts?|\bbills?\b/i
const INVOICE_DATA = /invoices?|receipts?/i
const EXTRACTING = /extract|process|pars|scan|ocr|data entry|audit/i
const STAFF_COST = /headcount cost|labou?r cost|people budget|people finance|financial dimensions of workforce/i
const STAFF_PAY = /run payroll|payroll processing|compensation and benefits|total rewards programs|pension|salary ranges/i
const SIGN_OFF = /authority verification|decision.?makers?, influencers|buying committee|champion identification|internal champions|stakeholder (mapping|roles)|multi-threaded/i
const QUALIFYING = /\bbant\b|meddi?c\b|meddpicc|executive approval/i
const ROI = /\broi\b|business cases?/i
const VALUE_PROOF = /value-anchored|status quo cost|quantif\w* (prospect )?pain|pain data/i
const TIMING = /timing/i
const STALLED = /mutual action plan|status quo|\bstall|\btimeline\b|lead follow-up/i
const DEMO = /\bdemos?\b/i
const NOT_DEMO_RUNNING = /follow-?up|recap|sales assets/i
const PITCHING = /pitch decks?|storytell/i
const PROMO = /promo codes?|coupons?|discount codes?|gift cards?/i
const SHOP_SUPPORT = /retail|e-?commerce|woocommerce|shopify|online (store|shop)|seller/i
const SHOP_CHECKOUT_HELP = /payment methods|woocommerce stores|post-sales support/i
const FAILED_PAYMENT = /payment failures?|failed (cards?|payments?|renewals?)|recover failed/i
const BILLING_HELP = /billing|membership dues|subscription|charge disputes?/i
const DOCUMENT_QA = /\bpdfs?\b|\bmanuals?\b|your (own )?docs|documentation/i
const ASKING = /questions?|q&a|qna|\bchat|answer|\bask/i
const NOT_CUSTOMER_DOCS = /legal|patent|medical|clinical|developer|\bapi\b|github|\bcode\b|framework|attorney|lawyer|exam|mcp/i
const NO_SHOW = /no.show|late cancel/i
const NO_SHOW_FEE = /no.show fee|late cancel\w* (fee|charge)|late cancel and no.show/i
const FEE_DISPUTE = /fee disputes?|unexpected fees|charge disputes?|folio disputes?/i
const COMPLAINT_REPLY = /complaint/i
const TRIP = /\btrips?\b|travel|vacation|holiday|itinerar/i
const ITINERARY = /itinerar|trip plan|travel plan|plans? (your )?(trips?|travel)/i
const SOCIAL_POSTING = /upload|publish|auto-?post|schedul|post(s|ing)? (to|on)/i
const INSTA_TIKTOK = /instagram|tiktok/i
const ROUTING = /\broute|routes|routing|hand ?off|hands? (over|off)|escalation/i
const SUPPORT_TEAMS = /billing|technical|support|appropriate departments/i
const SPREADSHEET_FORMULA = /excel formula|spreadsheets? with formulas|advanced formulas|google sheets expert/i
const SPREADSHEET_QA = /(ask questions of|chat with|interact with and query) (any |a )?(csv|excel|google sheet)|csv\/excel|analy[sz]e and summari[sz]e csv|monitoring excel files/i
const SLIDES = /powerpoint|\bppts?\b|pptx/i
const DECK = /\bdecks?\b|presentation-ready|one-pagers/i
const PROOFREAD = /proofread|grammatical errors|grammar correct|spelling (errors|mistakes|correction)|typos/i
const NOT_GENERAL_PROOFREAD = /chinese|japanese|academic (proofreading|writing|paper)|research proofreading|thesis|contract|resume|learners?|worksheet|teach|tutor|review forms/i
const EDITING = /proofread|grammar|spelling|clarity, coherence|content editing|language editing|review forms/i
const NOT_WEBSITE_EDITING = /chinese|translat|\bcode\b|prompt|worksheet|tutor|teach|learners?|conversation|diagnostic|foreign trade|semiconductor|explanations|ai-generated|thesis|duolingo/i

export const FRESH_5_RULES: QueryRules[] = [
  // Shop, cafe and small-business owners
  { group: 'shop', query: "ideas for cafe specials that use up this week's leftover veg", rules: [when(3, [RECIPE_FROM_WHAT_YOU_HAVE]), whenNot(2, [RECIPE], NOT_MODEL_TRAINING), when(1, [/\bmeals?\b|nutrition|dish(es)?\b|food/i], ['general'])] },
  { group: 'shop', query: 'radio advert jingle', rules: [whenNot(3, [SONG], NOT_SONG_WRITING), when(2, [/\brap\b|lyric/i]), when(2, [AD_COPY]), when(1, [/\bmusic\b|\bsongs?\b/i])] },
  { group: 'shop', query: 'which of my products are flying off the shelves and which are just gathering dust', rules: [when(3, [BEST_AND_WORST_SELLERS]), whenNot(2, [SALES_TREND], /trading|stock (market|data|price|ticker)|a-share|ohlcv|bioinformatics/i, ['sales', 'general', 'finance']), when(1, [/best.?sell/i])] },
  { group: 'shop', query: 'customers want calorie counts next to everything on our menu', rules: [when(3, [NUTRITION_FACTS]), whenNot(2, [/nutrition/i, /food|recipe|meal|ingredient/i], /\bseo\b|blog/i), when(1, [/nutrition|recipes?\b|\bdiet/i])] },
  { group: 'shop', query: 'a quick weekly rundown of takings, what sold and who still owes us', rules: [when(3, [BUSINESS_RUNDOWN]), when(3, [/one-page/i, /cash|revenue|sales trend/i]), when(2, [OWNER_REPORT]), when(1, [/weekly report|quickbooks|bookkeep|overdue/i])] },
  // Teachers
  { group: 'education', query: 'kids at my after-school club keep getting stuck when their code throws errors', rules: [whenNot(3, [PROGRAMMING, TEACHING], NOT_CODE_TEACHING, [...EDU, 'general']), whenNot(2, [PROGRAMMING, DEBUGGING], /legal|framework|autonomous|devin|pull requests?|merge requests?|its own tools|after effects|minecraft|lobechat/i, ['general']), when(1, [PROGRAMMING], EDU)] },
  { group: 'education', query: "my year 10s just don't get electricity - I need simpler ways to explain it", rules: [whenNot(3, [SCIENCE, EXPLAINING], NOT_SCHOOL_SCIENCE, [...EDU, 'general']), whenNot(2, [SOME_SCIENCE, EXPLAINING], NOT_SCHOOL_SCIENCE, [...EDU, 'general']), when(2, [/customi[sz]es explanations|clear, digestible explanations/i], EDU), inIndustry(1, EDU)] },
  { group: 'education', query: "final year students can't make sense of the journal articles on their reading lists", rules: [whenNot(3, [PAPER_READING, UNDERSTANDING], NOT_READING_HELP), whenNot(2, [/arxiv|research papers|literature (retrieval|search|review)/i], /composition|titles?\b|chinese|translat/i, ['general', 'education']), when(2, [/deep text analysis/i], EDU), when(1, [/academic|scientific (and technological )?articles?|reading comprehension/i])] },
  { group: 'education', query: 'gcse revision timetable', rules: [when(3, [STUDY_PLAN]), when(2, [/learning path|study (coach|partner)|simulate a personali[sz]ed exam/i]), when(1, [EXAM_PREP]), inIndustry(1, EDU)] },
  // Clinic, practice and pharmacy managers
  { group: 'healthcare', query: 'medicine recall alerts', rules: [when(3, [RECALL], HEALTH), whenNot(2, [DRUG_DATA], /clinical.?trial/i, HEALTH), when(1, [/\bdrugs?\b|medication|pharma/i], HEALTH)] },
  { group: 'healthcare', query: 'our practice nurses still work out kidney function and risk scores by hand', rules: [when(3, [CLINICAL_CALCULATOR], HEALTH), whenNot(2, [CLINICAL_NUMBERS], /cancer/i, HEALTH), when(1, [/clinical decision support|dos(e|ing)|lab values?/i], HEALTH)] },
  { group: 'healthcare', query: 'university wants our patient notes for research but names and addresses must come out first', rules: [whenNot(3, [DE_IDENTIFY], NOT_DE_IDENTIFY_TOOL), when(2, [SYNTHETIC_PATIENTS], HEALTH), when(2, [DE_IDENTIFY], HEALTH), when(1, [/privacy|gdpr|confidential|hipaa/i])] },
  { group: 'healthcare', query: 'patients bring us heart and sleep data from smartwatches, can anything make sense of it?', rules: [when(3, [WEARABLE], HEALTH), when(2, [WEARABLE]), when(2, [CONSUMER_HEALTH], HEALTH), when(1, [/health (insights|tracking)|monitor/i], HEALTH)] },
  // Solicitors and small law firms
  { group: 'legal', query: 'is my invention already patented', rules: [when(3, [/patent/i, PATENT_SEARCH]), when(2, [/patent/i]), when(1, [/intellectual property|\bip\b|trademark/i], LEGAL)] },
  { group: 'legal', query: 'client wants our amendments to the lease sent back as tracked changes in word', rules: [when(3, [TRACKED_CHANGES, /\bword\b|docx/i]), when(2, [REDLINE, /docx|\bword\b|\bpdfs?\b|track/i]), when(1, [REDLINE]), when(1, [/docx|word (document|add-in)/i], LEGAL)] },
  { group: 'legal', query: 'rewrite our terms and conditions so ordinary customers can actually understand them', rules: [when(3, [PLAIN_REWRITE]), when(2, [/plain english/i], LEGAL), when(1, [/terms of service|terms and conditions|privacy polic|contract template|agreement templates/i], LEGAL)] },
  { group: 'legal', query: 'solicitors - money laundering checks on new clients before we act for them', rules: [when(3, [MONEY_LAUNDERING]), when(2, [WHO_OWNS]), when(1, [/due diligence|complian/i], [...LEGAL, ...FINANCE])] },
  { group: 'legal', query: 'keeping up with new regulations that affect our clients takes half my week', rules: [when(3, [LAW_WATCH]), when(2, [REGULATION_LOOKUP], LEGAL), when(1, [/regulat|legislat|statutes/i], LEGAL)] },
  // Employers
  { group: 'hr', query: 'making staff redundant', rules: [whenNot(3, [LAYOFF], NOT_HR_MODEL, HR), when(2, [/layoffs/i]), whenNot(2, [LEAVING_WELL], /merger|acquisition|integrat|recruit/i, HR), inIndustry(1, HR)] },
  { group: 'hr', query: 'our best candidate wants £4k more than we offered - do we budge?', rules: [when(3, [/offer/i, /negotiat/i], HR), whenNot(2, [PAY], /game|job search|cover letter|job architecture/i, HR), when(1, [/offer letter|hiring packet|salary/i])] },
  { group: 'hr', query: 'good people keep leaving us after six months or so', rules: [whenNot(3, [ATTRITION], /forecast/i, HR), when(2, [ATTRITION], HR), whenNot(2, [KEEPING_STAFF], /candidate|merger|acquisition|union|digital/i, HR), inIndustry(1, HR)] },
  { group: 'hr', query: "nobody answers our job ads any more, should we be recruiting on tiktok or instagram?", rules: [when(3, [SOCIAL_RECRUITING, HIRING]), when(3, [/recruitment marketing|attract candidates/i]), whenNot(2, [JOB_ADS], /job seekers?|cover letter|tailors a resume|parses resumes|interview|china/i, HR), inIndustry(1, HR)] },
  // Bookkeepers, accountants and owners doing the books
  { group: 'finance', query: 'what happens to our finances if we lose our biggest customer', rules: [when(3, [WHAT_IF], [...FINANCE, 'sales']), whenNot(2, [FINANCIAL_MODEL], NOT_OWN_BUSINESS, [...FINANCE, 'sales']), when(1, [/forecast|cash flow/i], [...FINANCE, 'sales'])] },
  { group: 'finance', query: 'van loan, overdraft and two credit cards - which do we clear first', rules: [whenNot(3, [DEBT, PAYOFF], /student/i), whenNot(2, [/loan payments|amortization schedule|payoff|refinanc/i], /home (buying|afford)|residential|leveraged|\blbo\b/i, FINANCE), when(1, [/budget|cash flow/i], FINANCE)] },
  { group: 'finance', query: 'check supplier bills for double charges and adding-up mistakes before we pay them', rules: [when(3, [BILL, BILL_CHECK], [...FINANCE, 'general']), when(2, [INVOICE_DATA, EXTRACTING]), when(1, [/accounts payable|bookkeep|reconcil/i])] },
  { group: 'finance', query: 'what will two more staff really cost us once you add NI and pension', rules: [when(3, [STAFF_COST]), when(2, [STAFF_PAY], [...HR, ...FINANCE]), when(1, [/salary|headcount/i], HR)] },
  // Sales leads
  { group: 'sales', query: "the person I've been talking to for weeks can't actually sign off on the deal", rules: [when(3, [SIGN_OFF], SALES), when(3, [/buying committee/i]), when(2, [QUALIFYING], SALES), when(2, [/stakeholder mapping/i]), when(1, [/discovery/i], SALES)] },
  { group: 'sales', query: 'their finance director wants proof our service pays for itself', rules: [when(3, [ROI], SALES), when(2, [VALUE_PROOF], SALES), when(1, [/objection|business outcome/i], SALES)] },
  { group: 'sales', query: 'prospects keep saying get back to me in the new year', rules: [when(3, [TIMING], SALES), when(2, [STALLED], SALES), when(1, [/objection|follow-?up/i]), inIndustry(1, SALES)] },
  { group: 'sales', query: 'when I walk prospects through our software they lose interest halfway', rules: [whenNot(3, [DEMO], NOT_DEMO_RUNNING, SALES), when(2, [DEMO], SALES), when(2, [PITCHING], SALES), when(1, [/presentation|discovery/i])] },
  // Support leads
  { group: 'support', query: "customers keep telling us the 20% off code from our email doesn't work at checkout", rules: [when(3, [PROMO], SERVICE), when(2, [SHOP_CHECKOUT_HELP]), when(1, [SHOP_SUPPORT, SUPPORT_WORDS]), when(1, [SUPPORT_WORDS], ['customer-service'])] },
  { group: 'support', query: "members' cards keep bouncing", rules: [when(3, [FAILED_PAYMENT]), when(2, [BILLING_HELP], SERVICE), when(1, [SUPPORT_WORDS], ['customer-service'])] },
  { group: 'support', query: 'customers ask setup questions that are all answered in our 60-page instruction booklet', rules: [whenNot(3, [DOCUMENT_QA, ASKING], NOT_CUSTOMER_DOCS), when(2, [SUPPORT_WORDS, /knowledge.?base|docs|documents|company info/i]), when(1, [SUPPORT_WORDS], ['customer-service'])] },
  { group: 'support', query: 'salon client is refusing to pay our missed appointment fee, how do I reply', rules: [when(3, [NO_SHOW_FEE]), when(2, [NO_SHOW]), when(2, [FEE_DISPUTE], SERVICE), when(2, [COMPLAINT_REPLY, /draft|respon/i], ['customer-service']), when(1, [SUPPORT_WORDS], ['customer-service'])] },
  // Frameworks
  { group: 'framework', query: "crewai setup to plan week-long holidays for our holiday company's customers", rules: [when(3, [/crew ?ai/i, TRIP]), when(2, [ITINERARY]), when(1, [/crew ?ai/i]), when(1, [/travel/i], ['general'])] },
  { group: 'framework', query: 'n8n flow that posts photos I save in google drive to our instagram and tiktok', rules: [fromSourceWhen(3, 'n8n', [INSTA_TIKTOK, /google drive to|uploading media from google drive|publish videos & images/i]), when(2, [INSTA_TIKTOK, SOCIAL_POSTING]), when(2, [INSTA_TIKTOK, /google.drive/i]), when(1, [/social media/i]), fromSource(1, ['n8n'])] },
  { group: 'framework', query: 'flowise bot that sends billing questions to accounts and tech problems to our IT guy', rules: [fromSourceWhen(3, 'flowise', [ROUTING]), whenNot(2, [/\broutes?\b|routing/i, SUPPORT_TEAMS], /tool routing|notion/i), when(1, [/support/i], ['customer-service']), fromSource(1, ['flowise'])] },
  // Typos
  { group: 'typo', query: 'exel formula to add up each months takings from the till', rules: [when(3, [SPREADSHEET_FORMULA]), when(2, [SPREADSHEET_QA]), when(1, [/spreadsheet|google sheets? expert/i], ['general', 'finance'])] },
  { group: 'typo', query: 'slides for our anual general meeting, need them to look profesional', rules: [when(3, [SLIDES]), when(2, [DECK]), when(1, [/presentations?\b/i])] },
  { group: 'typo', query: 'proof read our new webiste text for speling and grammer mistakes', rules: [whenNot(3, [PROOFREAD], NOT_GENERAL_PROOFREAD), whenNot(2, [EDITING], NOT_WEBSITE_EDITING, ['general', 'education']), when(1, [/copywrit|rewrit|editing/i], ['general'])] },
]
