/**
 * A fifteenth graded set, "fresh words 12": 40 mainstream everyday requests, the things a small business most
 * commonly wants an agent for, in the plain words of shop, café, salon and trades owners, teachers and school
 * offices, clinic and practice managers, solicitors and small firms, employers and office managers, bookkeepers and
 * owners doing their own books, sales and support leads, framework users and typists. The queries were written
 * before the catalogue was looked at, then graded by these rules over the catalogue's text before any of their
 * results was run. Graded like fresh-words-10-rules.ts: grade 3 does the task, 2 clearly helps with it, 1 is
 * related; first matching rule wins. `npm run search:eval -- --fresh12` scores it. Never tune on its queries.
 */
import { EDU, FINANCE, fromSourceWhen, HR, LEGAL, textOf, when, whenNot, type Agent, type QueryRules, type Rule } from './grading-rules.ts'

const SALES = ['sales']
const SERVICE = ['customer-service']
const GENERAL = ['general']

/** Built with CrewAI: named so in its text, or published from the crewAI repositories. */
const isCrewAI = (agent: Agent) => /crew ?ai/i.test(textOf(agent)) || /github\.com\/crewaiinc\//i.test(agent.link)
const crewWhen = (grade: Rule['grade'], patterns: RegExp[], unless?: RegExp): Rule => ({
  grade,
  test: (agent) => isCrewAI(agent) && patterns.every((pattern) => pattern.test(textOf(agent))) && !unless?.test(textOf(agent)),
})
/** Built with LangChain or LangGraph: named so in its text or tags, or published from the langchain-ai repositories. */
const isLangChain = (agent: Agent) => /langchain|langgraph/i.test(textOf(agent)) || /github\.com\/langchain-ai\//i.test(agent.link)
const langChainWhen = (grade: Rule['grade'], patterns: RegExp[], unless?: RegExp): Rule => ({
  grade,
  test: (agent) => isLangChain(agent) && patterns.every((pattern) => pattern.test(textOf(agent))) && !unless?.test(textOf(agent)),
})

// Shop, café, salon and trades owners
const CLIENT_BOOKING = /class bookings, personal training sessions|manages appointment scheduling and follow-ups|qualify and process appointment requests/i
const BOOKING_TOOLS = /cal\.com|scheduling assistant that manages email communications for booking|phone agent with voiceflow, google calendar|^reservation medcin \|/i
const REVIEW_REPLIES = /drafted response templates|pasted or exported google\/yelp reviews|incoming customer complaint end-to-end/i
const REVIEW_WATCH = /yelp business review|trustpilot reviews|brand reputation|customer feedback sentiment|drafts a tone-matched reply|respond effectively to customer service replies/i
const NEWSLETTER = /newsletter builder|blog post, newsletter, or social media/i
const EMAIL_CAMPAIGN = /^(run campaign|canva creator) \|/i
const INSTAGRAM_POSTS = /^(ai social media caption creator|community manager) \|/i
const SOCIAL_POSTING = /^(social media ai agent - telegram|social media operation expert) \|/i
const SOCIAL_VIDEO = /\bdms?\b|direct messages|upload|video|reels|shorts|banner|print to table|recruit/i
const STOCK_CONTROL = /manages inventory/i
const SALES_MIX = /slow movers|supply chain optimization|top and bottom sellers|unit economics by product/i
// Teachers, tutors and school offices
const LESSON_PLANS = /detailed lesson plans|designing comprehensive and effective educational materials/i
const SCIENCE_TEACHING = /high school science|physics, economics|builds your complete learning path/i
const TEST_FROM_NOTES = /^generate exam questions \||transforming user-provided texts into structured flashcards/i
const PRACTICE_TESTS = /simulate a personalized exam|reading comprehension exercises/i
const ESSAY_MARKING = /grades the essay|scoring, editing, and providing writing guidance|professional ielts examiner|detailed feedback and guidance based on official toefl|carefully reviews your essays|critiques tailored to different age groups/i
const PARENT_BOT = /^parents smart bot \|/i
const DOCUMENT_ANSWERS = /answers questions based on company documents|answers customer questions using company info|rag chatbot for your docs|business whatsapp ai(-powered)? rag chatbot|notion knowledge base ai assistant|handles customer queries around the clock|chatbot into wordpress/i
// Clinic and practice managers
const REMINDERS = /google calendar event reminder|scheduling and follow-ups using twilio|confirms rsvps|appointment management/i
const MEDICAL_SCRIBE = /medical scribe|scribe platform|soap note generation|physicians with note taking/i
const TRANSCRIBE_NOTES = /transcribe audio \+ summarize|voice dictation|meeting transcripts into structured notes|call notes or a transcript|clinical record structuring/i
const PATIENT_RECORDS = /patient crud|^dynamic form with ai \||conversational interviews with ai agents and n8n forms/i
const FORM_HELP = /fill pdf forms|^form checker \||verify the user's identity|voice claim intake|^healthcare customer service \|/i
const PHONE_BOOKING = /healthcare contact center with appointment booking|phone agent with voiceflow, google calendar/i
const PHONE_HELP = /phone agent|appointment management|scheduling and follow-ups using twilio|^reservation medcin \||voice answers grounded|voice-enabled customer support|voice support agent/i
// Solicitors and small firms
const EMPLOYMENT_CONTRACTS = /employment (and business )?contracts|employment contract/i
const CONTRACT_TEMPLATES = /agreement templates|offer letter template|^contract & proposal writer \||drafting and reviewing key contracts|fills docx templates|^claude for legal \|/i
const FOREIGN = /chinese|china|prc\b|taiwan|korean|spanish|french|légifrance|turkish|yargı|austria|cendoj|judilibre|german|indonesia|vietnam|brazil|argentin|polish|singapore|danish|dutch|norwegian|greek|swiss|indian|romanian|arabic/i
const CASE_LAW = /case law|precedent|court opinions|court decisions|judgments|courtlistener|searching cases|legal-research copilot/i
const LEGAL_RESEARCH = /legal research|research, contract analysis|case outcome prediction/i
const CLIENT_INTAKE = /intake, eligibility screening/i
const PRACTICE_SYSTEMS = /practice management system for lawyers|case management platform|matter (and document )?management|legal management system|^j lawyer org \|/i
const LEGAL_DRAFTING = /legal drafting|ai-assisted drafting|docx drafting|drafting, redlining|in-house legal counsel|^claude for legal \|/i
const PLAIN_CONTRACT_REVIEW = /plain english, surfaces red flags|explains risks in plain english|unfair terms|review and understand legal agreements/i
const PLAIN_LEGAL = /legalese into plain english|plain english, assesses risks|^vendor check \|/i
const LEGAL_DOC_CHAT = /chat with uploaded documents|document q&a|legal pdfs and answers|query their legal documents/i
// Employers, recruiters and office managers
const CANDIDATE_MATCHING = /best-fit candidates|matches candidate profiles|extracts structured data from resumes|job application submissions|structured candidate assessments|candidate analysis/i
const JOB_ADVERTS = /job description writing|job post|job posting/i
const RECRUITING_MARKETING = /recruitment marketing|employer branding|recruit effectively through social media|including job descriptions/i
const ONBOARDING_PLAN = /^hr onboarding/i
const ONBOARDING_HELP = /onboarding (logistics|programs|and offboarding experience)/i
const STAFF_POLICY_BOT = /company policies and benefits chatbot/i
const STAFF_HELPDESK = /autonomous hr assistant|hr & it helpdesk chatbot|rag for company staff|leave tracking|hr chatbots|hr service-delivery chatbots/i
// Bookkeepers and owners doing their own books
const INVOICE_CHASING = /overdue-invoice reminder/i
const RECEIVABLES = /ranks overdue invoices|collection risks/i
const TRANSACTION_SORTING = /uncategorized transactions|reconciles qb vs payment processors|expense tracker|^extract spend details/i
const SPEND_LOGGING = /expense tracker|financial tracker telegram invoices/i
const RECEIPTS = /receipt|extracts structured data from invoices|^extract spend details/i
const TAX_PREP = /tax-season materials/i
const TAX_HELP = /tax deductions|tax calculator|income tax|tax consultant|tax code|tax guides|month-end close|closes the month|accounting support/i
// Sales leads
const LIST_BUILDING = /total addressable market list|find b2b leads|icp-to-leads|build a prospect list|build a list of prospects|find companies by the technology|leads scraping|find leads matching criteria|search linkedin companies/i
const LIST_HELP = /enrich a list of companies|score a list of companies|scored and tiered against your written icp|defines icps|cold prospecting|builds the call list|instant lead enrichment|enrich company data/i
const PROSPECTING_EMAILS = /cold email|draft personalized outreach|personalized outreach messages|personalized email drafts|cold prospecting/i
const OUTREACH_HELP = /prospecting sequences|outreach sequence|personalization hooks|drafts professional emails/i
const MEETING_FOLLOW_UP = /recap email|draft follow-up email/i
const FOLLOW_UP_HELP = /follow-ups|follow-up messages|follow-up sequences|drafts the follow|lead follow-up/i
const ACCOUNT_RESEARCH = /research (a|one) company|prep me for my call|prepare for a sales call|structured meeting brief|sales meeting prep|strategy briefs before you walk in/i
const ACCOUNT_HELP = /weekly briefing for all external calls|target accounts|company intel|firmographics|organization data|research a specific person|competitor research|pre-call tech stack research|prepares meeting materials|sales briefing/i
// Support leads
const WEBSITE_CHAT = /chatbot into wordpress|support chatbot|chatbot to handle support questions|handles customer queries around the clock|support agent for woocommerce|post-sales support/i
const SUPPORT_AGENTS = /customer support agent|customer support resolution agent|handoff tasks to different agents|route a user to the billing|basic ai chat agent|customer-support assistant|business whatsapp ai(-powered)? rag chatbot|rag chatbot for (company|your) doc|ai support bot|customer chats|answers questions based on company documents|webpage scraper/i
const KB_ARTICLES = /knowledge base article/i
const COMPLAINTS = /incoming customer complaint|handling inquiries, complaints/i
const COMPLAINT_HELP = /complaint|customer support specialist|tone-matched reply|escalation for engineering|wrong items|returns, exchanges, and refunds/i
const TICKET_ROUTING = /triage and prioritize a support ticket|route a user to the billing or technical support|categorizes user messages|routes to support, technical, sales|deciding if a new linear ticket/i
const TICKET_SORTING = /email classification|categorizes outlook emails|labels incoming gmail|email labelling|contact form text classifier|responses and classification|classifies and routes new bug|triages github issues|assigns categories|escalation routing|ticket escalation|handle support tickets|handoff tasks to different agents|automated ticketing|known-issue matching/i
// Frameworks
const MARKET_RESEARCH = /market trends|market analysis|market research|competitive (analysis|landscape|intelligence)|competitor/i
const PDF_CHAT = /chat with pdf|pdf q&a|pdf rag|ask your pdfs|answers from your pdfs|questions about a pdf|telegram rag pdf|multi-pdf|pdf chatbot|pdf pages|loads a pdf and answers|text, pdfs, images|question answering over documents|retrieve documents from document store and answer/i
// Typos
const SHIFT_ROTA = /build employee schedules|shift swaps/i
const MEETING_SUMMARY = /meeting (notes|transcripts)|automated meeting notes|meetings summarization|distilling key meeting content|call notes or a transcript/i
const MEETING_HELP = /meeting assistant|meeting follow-ups|text summarization assistant|note-taking assistant|transcribe audio \+ summarize/i
const QUOTES = /proposal templates|^contract & proposal writer \||pricing proposals/i

export const FRESH_12_RULES: QueryRules[] = [
  // Shop, café, salon and trades owners
  { group: 'shop', query: 'let clients book haircuts online', rules: [when(3, [CLIENT_BOOKING]), when(2, [BOOKING_TOOLS]), when(1, [/appointment (booking|management)|booking modifications|^(calendar agent|calendar scheduling|ai agent : google calendar assistant using openai|schedule management assistant|wellness: personal training|wellness: late cancel and no-show) \|/i])] },
  { group: 'shop', query: 'reply to google reviews', rules: [when(2, [REVIEW_REPLIES]), when(1, [REVIEW_WATCH])] },
  { group: 'shop', query: 'email newsletter for my shop', rules: [when(3, [NEWSLETTER]), when(2, [EMAIL_CAMPAIGN]), whenNot(1, [/newsletter|email subscriptions|product copywriting|advertising copywriting|business email writing/i], /substack/i)] },
  { group: 'shop', query: 'help me write instagram posts for my cafe', rules: [whenNot(3, [/instagram/i, /post|content|caption/i], SOCIAL_VIDEO), when(3, [INSTAGRAM_POSTS]), whenNot(2, [/social media|instagram|facebook/i, /post|content|copy|caption|amplif|publish|brand voice|marketing/i], /ads expert|automated email generation|\bdms?\b|direct messages|upload|video|reels|shorts|banner|print to table|recruit/i), when(2, [SOCIAL_POSTING]), whenNot(1, [/instagram|xiaohongshu|little red book|tiktok|social media|facebook/i], /recruit|\bdms?\b|direct messages|print to table|slang/i)] },
  { group: 'shop', query: 'I run a small bakery and want something that tracks stock and tells me when to reorder', rules: [when(2, [STOCK_CONTROL]), when(1, [SALES_MIX])] },
  // Teachers, tutors and school offices
  { group: 'education', query: "plan next week's science lessons", rules: [when(3, [LESSON_PLANS]), when(2, [SCIENCE_TEACHING]), when(1, [/biology professor|popular science writing|curriculum development|^(teaching mentor|socratic teacher) \||worksheet/i])] },
  { group: 'education', query: 'turn my lesson notes into a test for my class', rules: [when(3, [TEST_FROM_NOTES]), when(2, [PRACTICE_TESTS]), when(1, [/worksheet|multiple-choice question \(mcq\) tests|adaptive diagnostic tests|^note-taking assistant \||study notes/i])] },
  { group: 'education', query: 'help me mark coursework faster', rules: [when(2, [ESSAY_MARKING]), whenNot(1, [/essay|^grammar corrector \|/i], /study abroad|writes essay|high-scoring exam essays|art essay|chinese|japanese/i, [...EDU, ...GENERAL])] },
  { group: 'education', query: "something to answer parents' questions about term dates, uniform and school trips", rules: [when(3, [PARENT_BOT]), when(2, [DOCUMENT_ANSWERS]), when(1, [/\bfaqs?\b/i])] },
  // Clinic and practice managers
  { group: 'healthcare', query: 'no-show reminders for clinic', rules: [when(2, [REMINDERS]), when(1, [/no-show|appointment booking/i])] },
  { group: 'healthcare', query: 'write up consultation notes from a recording', rules: [when(3, [MEDICAL_SCRIBE]), when(2, [TRANSCRIBE_NOTES]), whenNot(1, [/transcrib|transcription|whisper|clinical notes|note-generation/i], /youtube|earnings|ocr|scanned|judgment|spatial|phonetic|vocabulary/i)] },
  { group: 'healthcare', query: 'new patient registration forms', rules: [when(2, [PATIENT_RECORDS]), when(1, [FORM_HELP])] },
  { group: 'healthcare', query: 'an assistant that answers the phone for my dental practice and books appointments', rules: [when(3, [PHONE_BOOKING]), when(2, [PHONE_HELP]), when(1, [/receptionist|cal\.com|patient concierge|appointment requests|^(multilingual voice agent \(pipecat \+ sarvam\)|gemini realtime voice agent \(livekit\)) \|/i])] },
  // Solicitors, paralegals and a business owner with a legal need
  { group: 'legal', query: 'employment contract template', rules: [when(3, [EMPLOYMENT_CONTRACTS]), when(2, [CONTRACT_TEMPLATES]), when(1, [/draft|template/i, /contract|agreement|legal/i], LEGAL), when(1, [/labor law|code du travail|employment, corporate|hr compliance and workplace policies/i])] },
  { group: 'legal', query: 'find precedents for a negligence claim', rules: [whenNot(3, [CASE_LAW], FOREIGN, LEGAL), whenNot(2, [LEGAL_RESEARCH], FOREIGN, LEGAL), when(2, [/case-law tools/i], LEGAL), when(1, [/case law|precedents?|judgments?|jurisprudence|court decisions|judicial resolutions/i], LEGAL), when(1, [/false or misrepresented case citations|hallucinations in legal authority citations/i])] },
  { group: 'legal', query: 'new client intake for solicitors', rules: [when(3, [CLIENT_INTAKE]), whenNot(2, [PRACTICE_SYSTEMS], /project management methodology/i, LEGAL), when(1, [/law firm document management|document intake|aml\/ctf\/kyc|support kyc|legal project management|matter-scoped/i])] },
  { group: 'legal', query: 'write a cease and desist letter', rules: [when(2, [/dmca takedown/i]), when(2, [LEGAL_DRAFTING], LEGAL), when(1, [/templated responses to litigation|court-ready defenses|legal q&a|legal consultation|drafts professional emails|business email writing/i])] },
  { group: 'legal', query: 'I run a small business and need to understand a supplier contract before I sign it', rules: [when(3, [PLAIN_CONTRACT_REVIEW], LEGAL), when(2, [PLAIN_LEGAL], LEGAL), whenNot(2, [/contracts?|agreements?|clauses?/i, /review|analy|risk|red flag|redline|extract/i], /chinese|prc\b|polish|construction|korean|smart legal contracts|contract review playbooks|signature|patent|m&a|due diligence|transaction|non-legal business skills|contract version diff|inspecting and editing \.docx|open source license|legal-reasoning tools|contract generator/i, LEGAL), when(2, [LEGAL_DOC_CHAT], LEGAL), when(1, [/contracts?|agreements?/i], LEGAL)] },
  // Employers, recruiters and office managers
  { group: 'hr', query: 'sift job applications', rules: [whenNot(3, [/resumes?|\bcvs?\b|applicants?|job application|shortlist/i, /screen|shortlist|sorting|rating|scor|candidate fit|evaluat|review/i], /job seekers?|cover letter|tailors? a resume|optimi[sz]|resume editing|portfolio|career assistant|internship|interview questions/i, [...HR, ...GENERAL]), when(2, [CANDIDATE_MATCHING]), whenNot(1, [/candidates?|interview|recruitment (workflow|operations|specialist)|talent acquisition/i], /job seekers?|cover letter|tailors? a resume|career assistant|mock interviews|ethic|governance|buying signals|prompt engineering|generative ai/i, HR)] },
  { group: 'hr', query: 'job advert writer', rules: [whenNot(3, [JOB_ADVERTS], /scraper|job seekers|tailors a resume|cover letter/i), when(2, [RECRUITING_MARKETING]), whenNot(1, [/^advertising copywriting master \||job description/i], /job seekers?|cover letter|tailors a resume|candidate fit/i)] },
  { group: 'hr', query: 'first week plan for a new starter', rules: [when(3, [ONBOARDING_PLAN], HR), when(2, [ONBOARDING_HELP], HR), when(1, [/^corporate training designer \||employee experience/i])] },
  { group: 'hr', query: 'an assistant staff can ask how much holiday they have left and how to book time off', rules: [when(3, [STAFF_POLICY_BOT]), when(2, [STAFF_HELPDESK]), when(1, [/hr knowledge bases|people operations|hris platforms|answers questions based on company documents/i])] },
  // Bookkeepers, accountants and owners doing their own books
  { group: 'finance', query: 'chase unpaid invoices', rules: [when(3, [INVOICE_CHASING]), when(2, [RECEIVABLES]), when(1, [/ar\/ap|payment failures|failed cards|month-end close|reconciles qb/i])] },
  { group: 'finance', query: 'categorise bank transactions', rules: [when(2, [TRANSACTION_SORTING]), whenNot(1, [/reconcil|raw transaction data|accounting support|bookkeep/i], /forecast/i)] },
  { group: 'finance', query: 'snap receipts and log my spending', rules: [when(3, [SPEND_LOGGING]), when(2, [RECEIPTS], [...FINANCE, ...GENERAL]), whenNot(1, [/\bocr\b|budget|expenses?\b|pay slip/i], /etf|expense ratio|people budget|hr function|bant|objection|travel|medical|agent wallet|tarsier|fire number/i, [...FINANCE, ...GENERAL])] },
  { group: 'finance', query: 'I do my own books and need help getting ready for my tax return', rules: [when(3, [TAX_PREP]), when(2, [TAX_HELP]), whenNot(1, [/profit and loss|cash flow snapshot|\bvat\b|bookkeep/i], /ebooks/i, FINANCE)] },
  // Sales leads
  { group: 'sales', query: 'build a list of potential clients', rules: [when(3, [LIST_BUILDING]), when(2, [LIST_HELP]), when(1, [/lead scor|qualify (new |inbound |outbound )?leads|prospecting|lead management|local businesses/i], SALES)] },
  { group: 'sales', query: 'prospecting emails', rules: [when(3, [PROSPECTING_EMAILS]), when(2, [OUTREACH_HELP]), whenNot(1, [/outreach|prospecting|prospect list/i], /roi|demo|discovery|assessment|success criteria|mutual action|timing qualification|champion/i, SALES)] },
  { group: 'sales', query: 'write follow up emails after a sales meeting', rules: [when(3, [MEETING_FOLLOW_UP]), whenNot(2, [FOLLOW_UP_HELP], /appointment|fireflies/i), when(1, [/meeting follow-ups|meeting notes|action items|drafts professional emails|business email writing/i])] },
  { group: 'sales', query: 'research a company before a sales call', rules: [when(3, [ACCOUNT_RESEARCH]), whenNot(2, [ACCOUNT_HELP], /champions/i), whenNot(1, [/competitive intelligence|competitor teardowns|company stories from linkedin|glassdoor company info|indeed company|champions/i], /patent/i)] },
  // Support leads
  { group: 'support', query: 'live chat assistant for our website', rules: [when(3, [WEBSITE_CHAT]), when(2, [SUPPORT_AGENTS]), whenNot(1, [/./], /siem|churn|customer success|feedback sentiment|escalation for engineering/i, SERVICE)] },
  { group: 'support', query: 'write help centre articles', rules: [when(3, [KB_ARTICLES]), when(2, [/q&a document conversion/i]), whenNot(1, [/product usage questions|hr knowledge bases|documentation writing|technical documentation expert|researches, writes, and edits articles|product feature formatting|documentation q&a|documentation rag|drafted response templates/i], /user-experience/i)] },
  { group: 'support', query: 'handle customer complaints', rules: [when(3, [COMPLAINTS]), whenNot(2, [COMPLAINT_HELP], /xiaohongshu|complaint-style/i), when(1, [/sentiment|disputes|feedback/i], SERVICE)] },
  { group: 'support', query: 'sort incoming support tickets and send them to the right person', rules: [when(3, [TICKET_ROUTING]), when(2, [TICKET_SORTING]), when(1, [/tickets?/i], SERVICE), when(1, [/sentiment on support issues/i])] },
  // Frameworks and platforms, plus an everyday task
  { group: 'framework', query: 'n8n gmail auto reply', rules: [{ grade: 3, test: (agent) => agent.source === 'n8n' && /e-?mails?|gmail|imap|inbox/i.test(textOf(agent)) && /repl(y|ies)|respon|autorespond/i.test(textOf(agent)) && !/contact form/i.test(textOf(agent)) }, fromSourceWhen(3, 'n8n', [/human in the loop system email/i]), when(2, [/email auto responder|email reply hitl|drafts professional emails/i]), fromSourceWhen(2, 'n8n', [/gmail|outlook|e-?mails?/i, /label|categori[sz]|e-?mail classifi|contact form/i]), fromSourceWhen(1, 'n8n', [/^[^|]*(e-?mail|gmail|inbox|outlook)[^|]*\|/i])] },
  { group: 'framework', query: 'crewai market research', rules: [crewWhen(3, [MARKET_RESEARCH], /stock/i), crewWhen(2, [/research|price monitoring/i], /stock|contract|rag/i), whenNot(2, [MARKET_RESEARCH], /stock|crypto|trading|healthcare market|real estate|property|competitive discovery|finance news|competitor product links|talent|patent/i), crewWhen(1, [/^(crewai|praisonai) \|/i])] },
  { group: 'framework', query: 'langchain chat with my pdfs', rules: [langChainWhen(3, [/pdf|documents[- ]qna|documents qna/i]), langChainWhen(2, [/\brag\b|retriev/i], /customer|medical|health|clinical|radiolog|legal|icu|sql|blog|web-search|web research/i), when(2, [PDF_CHAT]), when(1, [/^(langchain|langchain js|langserve|streamlit agent by langchain) \|/i]), whenNot(1, [/\brag\b|retrieval-augmented|document q&a/i], /legal|medical|health|clinical|debugger|diagnostics|sql|movie|github|youtube|shopper|voice agent|email|code|boe|database routing|group chat|web-search|web research/i, GENERAL)] },
  // Typos
  { group: 'typo', query: 'staff rota for my resturant', rules: [when(3, [SHIFT_ROTA]), when(2, [/time and attendance/i], HR), when(1, [/scheduling, onboarding logistics|forecasts of headcount|headcount demand|^schedule management assistant \|/i])] },
  { group: 'typo', query: 'somthing to summerise meeting notes', rules: [when(3, [MEETING_SUMMARY]), whenNot(2, [MEETING_HELP], /agenda preparation/i), when(1, [/weekly report assistant|information organization master|summarize (the new )?(google drive )?documents|google doc summarizer|organizes meetings/i])] },
  { group: 'typo', query: 'make qoutes for my cleaning buisness', rules: [when(2, [QUOTES]), whenNot(1, [/proposal (writing|strategist|architect)|transforms rfps|unit economics|break-even/i], /rental property/i)] },
]
