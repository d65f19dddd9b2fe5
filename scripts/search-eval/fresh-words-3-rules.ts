/**
 * A sixth graded set, "fresh words 3": 30 requests in the words of shop owners, teachers, clinic
 * managers, lawyers and paralegals, employers, bookkeepers, sales and support leads, framework users
 * and typists, written and graded by these rules over the catalogue's text before any of their
 * results was run, on tasks no other set asks about. Graded like fresh-words-2-rules.ts: grade 3
 * does the task, 2 clearly helps with it, 1 is related; first matching rule wins.
 * `npm run search:eval -- --fresh3` scores it. Never tune on its queries.
 */
import { CONTRACT, ECOMMERCE, EDU, FINANCE, fromSource, HEALTH, HR, inIndustry, LEGAL, SUPPORT_WORDS, when, type QueryRules } from './grading-rules.ts'

const SALES = ['sales']
const ORDER_CHANGE = /(order|purchase)s? (edit|change|modif|cancel)|cancel\w* (an |the |their )?orders?|order.{0,40}cancell?ation|cancell?ations?.{0,40}order/i
const PARCEL_PROBLEM = /damaged|lost (package|parcel|deliver)|missing (item|parcel|package)|wrong item|shipping (issue|delay|problem)|deliver(y|ies) (issue|problem|delay)|never arrived/i
const ORDER_HELP = /order (status|tracking|management|lookup)|package tracking|\breturns?\b|refund/i
const SHOP = /e-?commerce|woocommerce|shopify|retail|online (store|shop)|amazon|seller|\borders?\b/i
const CUSTOMER_SUPPORT = /customer (support|service)|support agent/i
const PRODUCT_MARGIN = /margin.by.product|unit economics|(product|contribution) margins?|break.even (point|analysis)|profit(ability)? (by|per) product/i
const SHORT_VIDEO = /tiktok|\breels\b|youtube shorts|short.video|video script/i
const SOCRATIC = /socratic|process of inquiry|rather than (giving|providing) (direct |the )?answers|instead of (giving|providing) (direct |the )?answers|prompting students with questions|guiding questions/i
const STUDY_NOTES = /study notes|revision notes|note-taking|lecture notes|notes? (organi[sz]|summar)/i
const STUDY_ABROAD = /study abroad|(university|college|graduate school) (application|admission)s?|admissions?|apply(ing)? to (universit|college)/i
const DRUG_INTERACTION = /interaction|contraindicat|drug safety|adverse (event|reaction|effect)|faers/i
const DRUGS = /\bdrugs?\b|medication|medicine|prescri|pharma|rxnorm/i
const IMAGING = /x-?rays?|radiolog|medical imag|dicom|\bpacs\b|\bct\b|\bmri\b|chest (film|scan)/i
const TRIALS = /clinical.?trials?/i
const E_SIGNATURE = /e-?signatures?|electronic signatures?|signature (request|routing)|\bsign(ing)? (pdfs?|documents?|contracts?)|signing (workflow|platform)/i
const CITATION_CHECK = /citation (verif|check)|verif\w* (whether )?(the )?(cited|citations?|cases? exist|legal authorit)|hallucinations? in legal (authority )?citations?|cited cases exist|fake (case|citation)|false or misrepresented (case )?citations?/i
const DUE_DILIGENCE = /due diligence/i
const ROTA = /\brotas?\b|shift (swap|pattern|plan|schedul|cover|work)|employee schedul|staff schedul|workforce schedul|build employee schedules|staffing (needs|levels|plan)/i
const LEAVER = /offboard|exit interview|departures?|leavers?|resignation|notice period/i
const PAY_SETTING = /salary (benchmark|range|band|survey)|benchmark\w* (pay|salar|compensation)|compensation (and benefits|plan|strateg|benchmark|structure)|pay (band|range|scale|structure|against the)|total rewards/i
const LOAN = /\bloans?\b|amorti[sz]|mortgage|repayment/i
const MONTH_END = /month.?end|close (the )?(month|books)|closes the month|close packet/i
const VALUATION = /\bvaluation|\bvalu(e|ing) (a |the |your )?(business|company|startup)|\bdcf\b|discounted cash flow|comparable compan|\bcomps\b|\blbo\b/i
const OBJECTION = /objection/i
const CRM = /\bcrm\b|hubspot|salesforce|pipedrive/i
const CRM_CLEANUP = /crm (clean|hygiene|maintenance|data quality)|duplicate (contact|record|lead)|stale deals|data quality|dedup/i
const TENDER = /\brfps?\b|\brfis?\b|\btenders?\b|(sales|business|winning) proposals?|proposal (writ|template|strateg|architect)/i
const MEMBERSHIP_CHANGE = /freez|cancel|pause|membership (management|change|transfer)/i
const STUDIO = /(yoga|pilates|fitness|dance) studio|\bgym\b|fitness|wellness|yoga|pilates/i
const HELP_ARTICLE = /knowledge base article|kb article|help (center|centre) article|help (center|centre)|support article|faq (page|article|generat|writ)/i
const HOTEL_SIDE = /hospitality|guests?\b|front desk|\bproperty\b/i
const BOOKING = /booking|reservation|check-?in|check-?out|arrival|stay\b/i
const BLOG = /\bblog|wordpress/i
const WRITES_POSTS = /(writ|generat|creat|draft|author)\w* (\w+ ){0,3}(blog|posts?|articles?|content)|blog (writer|generator|automation|creation)|content (creat|generat)/i
const DATABASE_QUESTIONS = /text.?to.?sql|\bsql\b|database|\bcsv\b|spreadsheet|tabular/i
const CONFLICT = /workplace conflict|conflict resolution|employee relations|grievance|\bmediat(e|ion|or)/i
const SALES_FORECAST = /(sales|revenue|pipeline|weighted) forecast|forecast\w* (sales|revenue|pipeline|the quarter|deals)|commit vs\.? upside/i
const CONTRACT_COMPARE = /(compar|diff)\w* (\w+ ){0,3}(versions?|drafts?|documents?|contracts?|texts?)|version (diff|compar)|document comparison|text comparison|side-by-side|blackline/i

export const FRESH_3_RULES: QueryRules[] = [
  // Shop owners
  { group: 'shop', query: "customers keep emailing to change or cancel orders they've already paid for", rules: [when(3, [ORDER_CHANGE]), when(2, [ORDER_HELP, /customer|retail|shop|store|e-?commerce/i]), when(2, [CUSTOMER_SUPPORT, SHOP]), when(1, [ECOMMERCE])] },
  { group: 'shop', query: 'what do I tell a customer whose package arrived broken or never showed up', rules: [when(3, [PARCEL_PROBLEM]), when(2, [ORDER_HELP, /customer|retail|shop|store|e-?commerce/i]), when(2, [CUSTOMER_SUPPORT, SHOP]), when(1, [ECOMMERCE])] },
  { group: 'shop', query: 'which of my products actually make money after fees and shipping?', rules: [when(3, [PRODUCT_MARGIN]), when(2, [/pric(e|ing) (check|scenario|strateg|optimi)|profit and loss|\bp&l\b|profit margin|gross margin|profitability|break.even/i, /business|owner|product|compan|income statement|profit and loss|\bsmb\b/i]), when(1, [/e-?commerce|seller|shopify|amazon/i, /analy|report|sales data/i])] },
  { group: 'shop', query: 'tiktok video scripts for my handmade jewellery', rules: [when(3, [SHORT_VIDEO, /script|hooks?\b|ideas?\b|caption|copywrit/i]), when(2, [SHORT_VIDEO]), when(2, [/social media|instagram|youtube|video/i, /content|marketing|post|script|brand/i]), when(1, [/marketing|copywrit/i])] },
  // Teachers
  { group: 'education', query: 'a tutor that asks my students questions instead of just giving answers', rules: [when(3, [SOCRATIC, /student|learn|teach|tutor|pupil/i]), when(2, [SOCRATIC]), when(2, [/tutor|teaching assistant|study partner|teacher|mentor/i], EDU), when(2, [/tutor/i, /student|learn/i]), inIndustry(1, EDU)] },
  { group: 'education', query: 'turn my lecture slides into revision notes', rules: [when(3, [STUDY_NOTES, /student|study|learn|lecture|class|course|educat/i]), when(2, [/summar|study guide|flashcard|key points/i, /lecture|slides|chapter|document|course|study|student|learn/i], EDU), when(2, [/summar\w* (document|pdf|slide|lecture|presentation)|(pdf|slides?|presentation) summar/i]), inIndustry(1, EDU)] },
  { group: 'education', query: 'advice for sixth formers applying to universities abroad', rules: [when(3, [STUDY_ABROAD]), when(2, [/universit|college|higher education|graduate school/i, /student|appl|plan|advi[cs]/i]), when(2, [/career (plan|advi|guid)|ielts|toefl|sat\b/i], EDU), inIndustry(1, EDU)] },
  // Clinics
  { group: 'healthcare', query: 'check for drug interactions before we prescribe', rules: [when(3, [DRUG_INTERACTION, DRUGS]), when(2, [DRUGS], HEALTH), when(2, [/medication|prescription|pharmacist|drug (info|guide|label)/i]), inIndustry(1, HEALTH)] },
  { group: 'healthcare', query: 'something that reads x-rays and flags anything urgent for our GP practice', rules: [when(3, [IMAGING, /analy|diagnos|report|read|interpret|detect|find|triage|critical|flag/i]), when(2, [IMAGING]), when(2, [/diagnos|triage/i], HEALTH), inIndustry(1, HEALTH)] },
  { group: 'healthcare', query: 'find clinical trials my cancer patients could join', rules: [when(3, [TRIALS, /match|eligib|find|search|retriev|recruit|quer/i]), when(2, [TRIALS]), when(2, [/oncolog|cancer|tumou?r/i], HEALTH), inIndustry(1, HEALTH)] },
  // Lawyers and paralegals
  { group: 'legal', query: 'get clients to sign documents electronically', rules: [when(3, [E_SIGNATURE]), when(2, [/docusign|adobe sign/i]), when(2, [/signature (page|packet)|\bsigning\b|execution (version|copy)/i], LEGAL), when(2, [/client (intake|onboarding|portal)|engagement letter/i], LEGAL), inIndustry(1, LEGAL)] },
  { group: 'legal', query: 'paralegal here - need to verify every case cited in a brief actually exists', rules: [when(3, [CITATION_CHECK, /legal|case|court|brief|law/i]), when(2, [CITATION_CHECK]), when(2, [/citation|case law|caselaw|courtlistener|precedent|judgments?/i], LEGAL), when(2, [/citation (verif|check)|hallucinat/i]), inIndustry(1, LEGAL)] },
  { group: 'legal', query: "due diligence on a company we're acquiring", rules: [when(3, [DUE_DILIGENCE]), when(2, [/\bm&a\b|mergers? (and|&) acquisitions?|data room|post-merger|deal (review|risk)/i]), when(2, [/risk (factor|assess)|sec (filing|edgar)|10-k|company (research|registry)|\bkyc\b/i, /legal|company|financ|filing/i]), inIndustry(1, LEGAL)] },
  // Employers
  { group: 'hr', query: 'weekly shift rota for 12 part-time staff', rules: [when(3, [ROTA, /staff|employee|workforce|team|hr\b|operations/i]), when(2, [/time and attendance|timesheet|scheduling|contingent workforce|part.time|staffing needs/i], HR), when(1, [/schedul/i, /staff|employee|team/i]), inIndustry(1, HR)] },
  { group: 'hr', query: 'what to do when an employee hands in their notice', rules: [when(3, [LEAVER], HR), when(3, [/offboard|exit interview/i]), when(2, [/employee (lifecycle|journey|relations|experience)|retention|attrition|turnover|succession/i], HR), inIndustry(1, HR)] },
  { group: 'hr', query: 'how much should we pay a junior graphic designer', rules: [when(2, [/retirement|pension/i, /compensation|benefits/i]), when(3, [PAY_SETTING]), when(2, [/salary|compensation|benefits|job architecture|job (evaluation|analysis|level)|\bpay\b/i], HR), when(2, [/salary|compensation/i, /benchmark|market|negotiat|range/i]), inIndustry(1, HR)] },
  // Accountants and bookkeepers
  { group: 'finance', query: 'monthly repayments on a $50k business loan', rules: [when(3, [LOAN, /payment|schedul|calculat|payoff|repay|interest/i]), when(2, [/interest|debt|financing|credit/i, /calculat|payment|plan|schedul/i], FINANCE), inIndustry(1, FINANCE)] },
  { group: 'finance', query: 'month-end close checklist for my bookkeeping clients', rules: [when(3, [MONTH_END]), when(2, [/reconcil/i, /quickbooks|xero|bank|ledger|accounts|payment/i]), when(2, [/bookkeep|accounting|ledger|journal entr/i]), inIndustry(1, FINANCE)] },
  { group: 'finance', query: 'what is my business worth if I sell it', rules: [when(3, [VALUATION, /business|compan|startup|target|enterprise|buyout/i]), when(2, [VALUATION]), when(2, [/intrinsic value|financial model|three.statement|due diligence|\bm&a\b|mergers? (and|&) acquisitions?|investment analy|financial ratio/i]), inIndustry(1, FINANCE)] },
  // Sales
  { group: 'sales', query: "prospect says we're too expensive, how do I respond", rules: [when(3, [OBJECTION]), when(2, [/negotiat|pricing (present|proposal|strateg)|value.anchor|roi|business case|sales coach|discount/i], SALES), when(2, [/sales (coach|script|enablement|call)/i]), inIndustry(1, SALES)] },
  { group: 'sales', query: "our CRM is a mess - duplicate contacts and deals nobody's touched in months", rules: [when(3, [CRM_CLEANUP, CRM]), when(3, [/crm (clean|hygiene|maintenance)/i]), when(2, [CRM, /enrich|updat|data|record|audit/i]), when(1, [CRM])] },
  { group: 'sales', query: 'help me write a winning response to a tender', rules: [when(3, [TENDER, /writ|draft|respon|craft|creat|build|narrative/i]), when(2, [/proposal|pitch|business case|sales (collateral|enablement)/i], [...SALES, 'general']), inIndustry(1, SALES)] },
  // Support leads
  { group: 'support', query: 'members of my yoga studio want to freeze or cancel their membership', rules: [when(3, [MEMBERSHIP_CHANGE, STUDIO, /member/i]), when(2, [STUDIO, /membership|member|booking|check-?in|class/i], ['customer-service', 'finance', 'healthcare']), when(2, [/(membership|subscription) (cancel|pause|management)|cancel\w* (a |their )?(membership|subscription|plan)|cancel and downgrade|retention offer|pause, skip/i]), when(1, [SUPPORT_WORDS])] },
  { group: 'support', query: 'turn our most common support questions into help centre articles', rules: [when(3, [HELP_ARTICLE]), when(3, [/knowledge base|help (center|centre)|\bfaq/i, /(writ|draft|generat|creat)\w* (\w+ ){0,2}(articles?|faqs?)/i]), when(2, [/knowledge base|self.?service|deflect|faq/i, /support|customer|ticket|question/i]), when(1, [SUPPORT_WORDS])] },
  { group: 'support', query: 'small hotel needs help answering guests about bookings and check-in times', rules: [when(3, [HOTEL_SIDE, BOOKING]), when(2, [/hotel|hospitality|resort|b&b|guest (service|experience)/i]), when(2, [/booking|reservation/i, /customer|support|assistant|answer|question/i]), when(1, [SUPPORT_WORDS])] },
  // Frameworks
  { group: 'framework', query: 'n8n template that writes blog posts for my wordpress site', rules: [{ grade: 3, test: (agent) => agent.source === 'n8n' && BLOG.test(`${agent.name} ${agent.tags.join(' ')} ${agent.description}`) && WRITES_POSTS.test(`${agent.name} ${agent.tags.join(' ')} ${agent.description}`) }, when(2, [BLOG, WRITES_POSTS]), when(2, [BLOG], ['general']), fromSource(1, ['n8n'])] },
  { group: 'framework', query: 'flowise template to ask our database questions in plain english', rules: [{ grade: 3, test: (agent) => agent.source === 'flowise' && DATABASE_QUESTIONS.test(`${agent.name} ${agent.tags.join(' ')} ${agent.description}`) }, when(2, [/text.?to.?sql|natural language (to|into) sql|(chat|talk|question)\w* (with|about|to) (your |a |the )?(database|sql|data)|sql (agent|assistant|generat)|query (your )?database/i]), fromSource(1, ['flowise'])] },
  // Typos
  { group: 'typo', query: 'two employes keep arguing, how do i handle the confilct', rules: [when(3, [CONFLICT]), when(2, [/labou?r relations|\bdisciplinary\b|manager effectiveness|workplace (polic|discrimination|investigation)|harassment/i], HR), when(1, [/employee|staff|workplace/i], HR)] },
  { group: 'typo', query: 'sales forcast from our pipline', rules: [when(3, [SALES_FORECAST]), when(2, [/pipeline (health|review|analy|diagnos)|revenue operations|revops|deal (review|strateg)/i], [...SALES, 'general', 'finance']), when(1, [/forecast/i]), inIndustry(1, SALES)] },
  { group: 'typo', query: 'compair two versons of a contract', rules: [when(3, [CONTRACT_COMPARE, /contract|agreement|legal|docx|document|redline|track changes/i]), when(2, [/redline|track(ed)? changes/i]), when(1, [CONTRACT])] },
]
