/**
 * A seventh graded set, "fresh words 4": 30 requests in the words of shop owners and small-business
 * marketers, teachers, clinic managers, lawyers, employers, bookkeepers, sales and support leads,
 * framework users and typists, written and graded by these rules over the catalogue's text before
 * any of their results was run, on tasks no other set asks about. Graded like fresh-words-3-rules.ts:
 * grade 3 does the task, 2 clearly helps with it, 1 is related; first matching rule wins.
 * `npm run search:eval -- --fresh4` scores it. Never tune on its queries.
 */
import { EDU, FINANCE, fromSource, HEALTH, HR, inIndustry, LEGAL, SUPPORT_WORDS, textOf, when, whenNot, type QueryRules } from './grading-rules.ts'

const SALES = ['sales']
const CODE_NAMING = /variable|database|function|programming|code|developer|software/i

const BRAND_NAMING = /\bnaming\b|name master|brand name|business name|startup name|\blogos?\b/i
const FACEBOOK_ADS = /facebook ad|meta ad|advertising cop|ad copy|\bads? (writ|creat|campaign)/i
const RUBRIC = /rubrics?|marking scheme|mark scheme|assessment criteria|success criteria|grading criteria/i
const DEBATE = /debate|arguing|counter.?argument|rebuttal/i
const MOCK_INTERVIEW = /mock interview|interview (practice|prep|coach|simulat|skills)|job interview/i
const MEAL_PLAN = /meal.?plan|diet (plan|advice)|dietary|nutrition|healthy eating|recipes?/i
const HOME_EXERCISE = /exercise|workout|rehabilit|physiotherap|fitness (plan|trainer|expert)|training plan/i
const NOT_SCHOOL_EXERCISE = /cloze|worksheet|reading comprehension|vocabulary|c\+\+|coding/i
const THERAPY = /mental health|therap(y|ist|eutic)|counsell?(or|ing)|psycholog/i
const DISCLOSURE = /e-?discovery|document review|disclosure review|litigation (hold|support)|privilege (review|log)|review (large|thousands)/i
const DSAR = /subject access|\bdsars?\b|data subject (request|right)s?|data requests?|right (of|to) (access|erasure)/i
const PRIVACY_LAW = /gdpr|ccpa|privacy|data protection/i
const COPYRIGHT = /dmca|takedown|copyright/i
const AI_ACT = /ai act|ai (regulation|governance|compliance)|(regulat|govern)\w* (of )?(ai|artificial intelligence)/i
const SUCCESSION = /succession|knowledge transfer|key.person (risk|dependenc)/i
const WELLBEING = /wellbeing|well-being|burn-?out|mental health|stress|resilience/i
const CONTRACTORS = /contingent workforce|misclassif|worker classification|ir35|employment status|contractors?|freelancers?/i
const TRAINING = /training (plan|program|need|design)|learning and development|\bl&d\b|learning (strategy|path|program)|upskill|reskill|skills? (gap|development)|instructional design/i
const FORM_1099 = /\b1099/i
const PITCH = /fundrais|investor (pitch|deck|update|present)|seed round|raising (capital|money|a round)|venture capital|elevator pitch/i
const RENTAL = /cap rate|rental (property|income|yield)|property (investment|pricing|financ|analy|valuation)|real estate (invest|analy|financ)|buy.to.let/i
const BATTLECARD = /battle ?cards?|competitive (intel|analys|situation|discovery|positioning|comparison)|competitor (analys|comparison|research)|win.loss|competitive feature/i
const CHURN = /churn|renewals?\b|retention (strateg|risk|playbook)|at-?risk (customer|account)|customer health|account health/i
const CALL_COACHING = /call coaching|coach\w* (sales|reps?|calls?)|sales coach|call (review|analy|recording|transcript)|conversation intelligence|discovery coach/i
const BUG_ESCALATION = /bug reports?|escalat\w* (\w+ ){0,3}engineer|feature requests?|known.issue/i
const OUTAGE = /outages?|downtime|service (disruption|incident|status)|status page|incident (communicat|update|response)/i
const TONE_CHECK = /quality assurance|\bqa\b|quality (review|check|scor)|tone|empath/i
const PRICE_WATCH = /price monitor|competitor\w* (price|pricing)|pric(e|ing) (track|alert|change|intelligence)/i
const MEETING_MINUTES = /meeting (notes|minutes|summar|recording|transcript)|minutes|action items|call transcript|transcri\w* (meetings?|calls?)/i
const EVIDENCE = /evidence|pubmed|medical literature|clinical literature|literature (search|review)|research papers|clinical guidelines?|systematic review/i
const UPSELL = /upsell|cross.sell|expansion (opportunit|plan|revenue)|account (growth|expansion|strateg|plan)|whitespace|lifetime value/i
const LANDING_PAGE = /landing pages?/i

export const FRESH_4_RULES: QueryRules[] = [
  // Shop owners and small-business marketing
  { group: 'shop', query: "opening a candle shop and can't think of a name or a logo", rules: [whenNot(3, [BRAND_NAMING], CODE_NAMING), when(2, [/brand (identity|strategy|voice)|branding|tagline|slogan/i]), when(1, [/marketing|copywrit/i])] },
  { group: 'shop', query: "facebook ads for my bakery's christmas orders", rules: [when(3, [FACEBOOK_ADS]), when(2, [/advertis|\bads\b|paid social|campaign/i, /marketing|facebook|instagram|social|copy/i]), when(2, [/social media|facebook|instagram/i, /marketing|content|post|copy/i]), when(1, [/marketing|copywrit/i])] },
  // Teachers
  { group: 'education', query: 'I need a rubric for marking year 10 group projects', rules: [when(3, [RUBRIC], [...EDU, 'general']), when(2, [RUBRIC]), when(2, [/grad(e|es|ing)\b|marking|assess|feedback on/i, /student|essay|assignment|project|writing/i], EDU), inIndustry(1, EDU)] },
  { group: 'education', query: 'my debate club needs something that argues the other side', rules: [when(3, [DEBATE, /practi|dialogue|communication|writing|speech|opponent|persua|rhetoric/i]), when(2, [/persuas|rhetoric|public speaking|critical thinking|argument/i]), when(1, [DEBATE])] },
  { group: 'education', query: 'practice job interviews with my sixth form careers class', rules: [when(3, [MOCK_INTERVIEW]), when(2, [/career (advi|guid|plan|coach|develop|mentor)|cover letter|\bcv\b|resume writ/i]), when(1, [/interview/i])] },
  // Clinic and practice managers
  { group: 'healthcare', query: 'meal plans for our patients with type 2 diabetes', rules: [when(3, [MEAL_PLAN, /diabet|patient|health|medical|clinical|nutrition/i]), when(2, [MEAL_PLAN]), when(2, [/diabet|glucose|blood sugar/i]), inIndustry(1, HEALTH)] },
  { group: 'healthcare', query: 'physio clinic - want to send patients home with an exercise plan after each session', rules: [whenNot(3, [HOME_EXERCISE, /plan|program|routine|trainer|personali[sz]ed|recovery|rehab/i], NOT_SCHOOL_EXERCISE), whenNot(2, [/fitness|physical therap|mobility|injur/i], NOT_SCHOOL_EXERCISE), inIndustry(1, HEALTH)] },
  { group: 'healthcare', query: 'our counsellors want something clients can talk to between therapy sessions', rules: [when(3, [THERAPY], [...HEALTH, 'general']), when(2, [/emotional|anxiety|companion|wellbeing|well-being|mood|vent/i], [...HEALTH, 'general']), inIndustry(1, HEALTH)] },
  // Lawyers and paralegals
  { group: 'legal', query: "we've got 40,000 emails to go through for disclosure in a court case", rules: [when(3, [DISCLOSURE], LEGAL), when(2, [/litigation|evidence|subpoena|court (document|filing)|legal documents?/i], LEGAL), when(2, [/email/i, /classif|sort|search|triag|review/i], LEGAL), inIndustry(1, LEGAL)] },
  { group: 'legal', query: 'a former customer has asked for a copy of all the personal data we hold on them', rules: [when(3, [DSAR]), when(2, [PRIVACY_LAW, /complian|law|legal|regulat|review/i]), when(1, [PRIVACY_LAW])] },
  { group: 'legal', query: "someone's nicked the photos off my website and is using them on their shop", rules: [when(3, [COPYRIGHT]), when(2, [/intellectual property|\bip\b|infring|trademark|cease and desist/i], LEGAL), inIndustry(1, LEGAL)] },
  { group: 'legal', query: 'do the new EU rules on AI apply to the chatbot we sell?', rules: [when(3, [AI_ACT]), when(2, [/regulat|complian/i, /\bai\b|artificial intelligence|eu\b|europe/i], LEGAL), when(1, [/regulat|complian/i], LEGAL)] },
  // Employers
  { group: 'hr', query: 'our operations manager retires next year and nobody else knows how she does her job', rules: [when(3, [SUCCESSION], HR), when(2, [/workforce planning|talent (map|review|pool)|knowledge (management|base)|retirement|job analysis|documentation/i], HR), inIndustry(1, HR)] },
  { group: 'hr', query: 'my team all seem exhausted and two people are off with stress', rules: [when(3, [WELLBEING], HR), when(2, [/absence|sick|leave|employee experience|engagement|workload|work-life/i], HR), when(2, [/mental health|wellbeing|well-being|burn-?out/i], [...HEALTH, 'general']), inIndustry(1, HR)] },
  { group: 'hr', query: "half our workers are freelancers - could HMRC decide they're really employees?", rules: [when(3, [CONTRACTORS], HR), when(3, [/misclassif|ir35|employment status|worker classification/i]), when(2, [/employment law|labou?r law|contractors?|freelanc/i]), inIndustry(1, HR)] },
  { group: 'hr', query: 'training plan so new warehouse staff pick up the job faster', rules: [when(3, [TRAINING], HR), when(2, [/training|learning|competenc|onboarding/i], HR), when(1, [/onboarding|training/i])] },
  // Accountants and bookkeepers
  { group: 'finance', query: 'which of our contractors do we need to send a 1099 to this year', rules: [when(3, [FORM_1099]), when(2, [/\btax(es)?\b/i, /contractor|filing|prep|return|form/i]), when(1, [/\btax(es)?\b|payroll|contractor/i], [...FINANCE, ...HR])] },
  { group: 'finance', query: 'getting the numbers together for our seed round pitch deck', rules: [when(3, [PITCH]), when(3, [/pitch deck/i], FINANCE), when(2, [/financial model|three.statement|startup|valuation|business plan|\bdcf\b/i], [...FINANCE, 'general']), inIndustry(1, FINANCE)] },
  { group: 'finance', query: "is the flat above my shop worth buying as a rental?", rules: [when(3, [RENTAL]), when(2, [/real estate|property|mortgage/i], FINANCE), when(1, [/real estate|property|landlord/i])] },
  // Sales leads
  { group: 'sales', query: "we keep losing deals to the same competitor and my reps don't know what to say", rules: [when(3, [BATTLECARD]), when(2, [/competit|objection|deal (review|strateg)|win rate/i], SALES), inIndustry(1, SALES)] },
  { group: 'sales', query: "clients quietly don't renew and we only find out when it's too late", rules: [when(3, [CHURN]), when(2, [/customer success|account manag|retention|cancell?ation/i]), when(1, [/customer/i], ['customer-service', ...SALES])] },
  { group: 'sales', query: "listen back to my reps' sales calls and tell them what they could do better", rules: [when(3, [CALL_COACHING]), when(2, [/coach|enablement|call summar|conversation/i], SALES), when(2, [/call/i, /transcript|record|summar|analy/i]), inIndustry(1, SALES)] },
  // Support leads
  { group: 'support', query: 'customers report bugs to our support team and the developers never hear about them', rules: [when(3, [BUG_ESCALATION]), when(2, [/escalat|ticket (rout|triag|classif)|triage/i, /support|customer|ticket|issue/i]), when(2, [/bug|issue tracker|jira|linear|github issues/i]), when(1, [SUPPORT_WORDS])] },
  { group: 'support', query: 'our website was down for 3 hours, what do we tell customers', rules: [when(3, [OUTAGE]), when(2, [/crisis communicat|apolog|incident/i]), when(2, [/status|disruption|slowdown|performance/i, /customer|support/i], ['customer-service']), when(1, [SUPPORT_WORDS])] },
  { group: 'support', query: 'my support agents sound robotic, can something check their replies before they go out?', rules: [when(3, [TONE_CHECK, /support|customer|ticket|service/i]), when(2, [/tone|rewrit|proofread|polish|empath/i]), when(2, [/draft\w* (\w+ ){0,2}(repl|respons)|reply (draft|suggest)|suggested repl/i]), when(1, [SUPPORT_WORDS])] },
  // Frameworks
  { group: 'framework', query: "crewai setup that checks my competitors' prices every day", rules: [when(3, [/crew ?ai/i, /pric|competit/i]), when(3, [PRICE_WATCH]), when(2, [/competit/i, /monitor|track|analys|intel/i]), when(1, [/crew ?ai/i]), when(1, [/scrap/i, /pric|product/i])] },
  { group: 'framework', query: 'n8n workflow that turns our meeting recordings into minutes and action points', rules: [{ grade: 3, test: (agent) => agent.source === 'n8n' && MEETING_MINUTES.test(textOf(agent)) }, when(3, [/\bn8n\b/i, MEETING_MINUTES]), when(2, [MEETING_MINUTES, /meeting|call/i]), when(1, [/meeting/i]), fromSource(1, ['n8n'])] },
  // Typos
  { group: 'typo', query: 'latest evidance on a new blood presure drug for our GP practise', rules: [when(3, [EVIDENCE, /medic|clinic|drug|health|pharma/i], HEALTH), when(2, [/drugs?\b|medication|fda|pharma/i, /label|information|research|data/i], HEALTH), when(2, [/hypertension|blood pressure|cardio/i], HEALTH), inIndustry(1, HEALTH)] },
  { group: 'typo', query: 'which exsisting custmers could we upsel to', rules: [when(3, [UPSELL]), when(2, [/customer success|account manag|customer health|account scor/i]), when(1, [/customer/i], ['customer-service', ...SALES])] },
  { group: 'typo', query: 'landng page for my new dog grooming buisness', rules: [when(3, [LANDING_PAGE]), when(2, [/website (build|generat|creat|copy)|web (design|page)|homepage|webpage/i]), when(1, [/copywrit|marketing/i])] },
]
