/**
 * A sixteenth graded set, "fresh words 13": 30 mainstream everyday requests, the things a small business most
 * commonly wants an AI agent for, in the plain words of shop owners, teachers, clinic managers, lawyers and small
 * firms, employers, bookkeepers, sales and support leads, framework users and typists: mostly short keyword
 * searches, about a third plain sentences. The queries were written before the catalogue was read, then graded by
 * these rules over the catalogue's text before any of their results was run. Graded like fresh-words-10-rules.ts:
 * grade 3 does the task, 2 clearly helps with it, 1 is related; first matching rule wins.
 * `npm run search:eval -- --fresh13` scores it. Never tune on its queries.
 */
import { CONTRACT, EDU, FINANCE, fromSourceWhen, HEALTH, HR, INVOICE, LEGAL, RESUME, when, whenNot, type QueryRules } from './grading-rules.ts'

const SALES = ['sales']
const SERVICE = ['customer-service']

// Shop owners
const PRODUCT_SEO = /^(amazon listing copywriter|amazon title assistant|ai-driven woocommerce product importer with seo|optimize & update printify title and description) \|/i
const SITE_SEO = /^(seo optimization expert|on-page seo audit|ahrefs keyword research workflow|ai powered seo keyword research automation - the vibe marketer|generate seo seed keywords using ai|high-level service page seo blueprint report) \|/i
const PRODUCT_COPY = /^(product description|product copywriting|sales listing specialist) \|/i
const STOCK_PLANNING = /plans efficient delivery routes and manages inventory/i
const STOCK_HELP = /supply chain optimization|top performers and slow movers/i
const STOCK_RELATED = /^(retail: subscription and replenishment|working capital model|erp ai chatbot for odoo sales module|retail: product inquiries) \|/i
const SHOP_EMAILS = /drafts caption and email copy|^run campaign \||^newsletter generator \||newsletter, or social media content draft/i
const SHOP_EMAIL_HELP = /^(product copywriting|advertising copywriting master|email drafting agent|business email writing expert|content strategy|facebook advertising writing expert|email subscription service with n8n forms, airtable and ai) \|/i
const PRICE_WATCH = /price monitoring and alerting/i
const COMPETITOR_WATCH = /^(ai competitor intelligence agent team|ai product launch intelligence agent|automate competitor research with exa\.ai, notion and ai agents|competitive analysis agent|competitive intelligence|product launch agent|startup go-to-market strategy agent|extract amazon best seller electronic information with bright data and google gemini|automate etsy data mining with bright data scrape & google gemini) \|/i
const SCRAPERS = /^(amazon title assistant|ai agent that can scrape webpages|web scraping ai agent|scrapegraphai|ultimate scraper workflow for n8n|scrape web data with bright data, google gemini and mcp automated ai agent|vision-based ai agent scraper - with google sheets, scrapingbee, and gemini|shopping assistant) \|/i
// Teachers
const LESSON_PLANS = /lesson plan|course content and teaching guidelines/i
const TEACHING_MATERIALS = /worksheet|builds your complete learning path|curriculum development|learning planning expert|creates study plans/i
const WRITING_FEEDBACK = /^(essay writing & grading|duolingo english essay assistant|english essay assistant|toefl writing tutor|ielts tutor) \|/i
const WRITING_HELP = /^(essay improver|writing assistant|grammar corrector|language fixer|linguistic luminary|academic proofreading expert|academic writing enhancement bot|chinese academic paper editing assistant) \|/i
const WRITING_RELATED = /^(exam hall writing expert|poetry mentor|academic writing assistant|text improver) \|/i
const SCIENCE_TUTOR = /^(high school science learning assistant|biology professor) \|/i
const SCIENCE_HELP = /^(mr\. feynman|popular science writing assistant|electronics tutor|virtual ai tutor|teaching mentor|beginner mentor|socratic teacher|study partner|study coach agent|omnipedia) \|/i
// Clinic managers
const CLINIC_FRONT_DESK = /^(healthcare customer service|healthcare voice contact center|patient concierge) \|/i
const BOOKING_AND_PHONES = /^(ai phone agent with retellai|build a chatbot, voice agent and phone agent with voiceflow, google calendar and rag|handling appointment leads with twilio, cal\.com and ai|qualifying appointment requests with ai & n8n forms|cal\.ai|wellness: booking and scheduling) \|/i
const VOICE_SUPPORT = /^(customer support voice agent|customer support voice agent \(livekit\)|hera) \|/i
const MEDICAL_SCRIBE = /medical scribe|note taking and clerical tasks/i
const AUDIO_TRANSCRIPTION = /soap note generation|^(agent chat with whisper|use openai to transcribe audio \+ summarize with ai \+ save to google drive|whisper transkription copy) \|/i
const RECORD_SUMMARY = /patient-timeline \+ risk-summary|fhir record summarization/i
const RECORD_ACCESS = /lab results retrieval|lab-results retrieval|^(agentcare mcp|health record mcp|ehr-mcp|momentum fhir mcp server|langcare mcp fhir|cds hooks fhir mcp|impressiongpt|mediscribe) \|/i
const FHIR = /\bfhir\b|\behr\b|\bemr\b|clinical notes/i
// Solicitors and small firms
const LEGAL_QA = /^(law chat|llama3-8b-lawyer|civil law consultant|criminal defense expert|suzie law|nyayasahayak|legal ai agent|direito familiar imobiliario|lawglance|lexilaw|wisdominterrogatory) \|/i
const LEGAL_QA_HELP = /^(chatlaw|disc-lawllm|lawyer-llama|internlm-law|fuzi-mingcha|legal document chat|lexreviewer|mike|doc haus|lawlens|workingclass|startup tech lawyer) \|/i
const NOT_RESEARCH = /^(korean contracts) \|/i
const LEGAL_RESEARCH = /legal research|case law|caselaw|precedent|judgments?\b|court (opinions?|decisions?)|opinion corpus/i
const LAW_SOURCES = /statutes?|legislation|legal (database|information|codes)|law mcp|legal acts/i
const NDA_DRAFTING = /nda generation|nda creation|drafting and reviewing key contracts such as ndas/i
const CONTRACT_DRAFTING = /^(contractspark|open agreements|accord project - cicero|contract ops mcp|triage nda|knowledge work plugins|master claude for legal|korean contracts|legal document assistant|commercial legal pl|draft legal) \|/i
const CONTRACT_TOOLS_ONLY = /^(ad compliance review skill|anythingbutlaw|due diligence agents|contractspark|contract playbook ai|mcp cerebra legal server|tabular review|open agreements|doc haus|donna|compare cli mcp|docx redline mcp|redlinenow|redlines|word ai redliner|legal redline tools|open source license analyst|suzie law|legal ai agent|biglaw) \|/i
const CONTRACT_REVIEW_HELP = /^(triage nda|master claude for legal|contract playbook ai|tabular review|open agreements|doc haus|donna|word ai redliner|legal redline tools|suzie law|due diligence agents|contract analyzer|legal document review assistant) \|/i
// Employers and office managers
const APPLICANT_SCREENING = /^(ai agent - cv resume - automated screening , sorting , rating and tracker system|ai cv screening workflow|ai recruitment agent team|ai-powered candidate shortlisting automation for erpnext|cv resume pdf parsing with multimodal vision ai|resume parser agent|resume screening & behavioral interviews with gemini, elevenlabs, & notion ats copy|screen applicants with ai, notify hr and save them in a google sheet|automated resume review system using openai \+ google sheets) \|/i
const APPLICANT_HELP = /^(handling job application submissions with ai and n8n forms|candidate assessment|match profile to positions|extract data from resume and create pdf with gotenberg|hr job posting and evaluation with ai) \|/i
const ONBOARDING = /^(hr onboarding|hr onboarding and offboarding) \|/i
const ONBOARDING_HELP = /onboarding logistics|onboarding and offboarding experience|onboarding programs/i
const HR_POLICIES = /^(hr policy management|hr compliance and workplace policies) \|/i
const HR_POLICY_HELP = /^(hr time and attendance|hr knowledge management|employee communications|hr audit|bamboohr ai-powered company policies and benefits chatbot) \|/i
const HR_POLICY_RELATED = /^(hr employee relations|hr business partner|hr labor relations|employee self-service design and optimization|hr onboarding) \|/i
// Bookkeepers and accountants
const INVOICE_EXTRACTION = /^(invoice data extraction with llamaparse and openai|extract data from pdfs with human-in-the-loop validation and auto-training using cradl ai|colombian invoices processing|liteparse invoice & receipt auditor|n8n financial tracker telegram invoices to notion with ai summaries & reports) \|/i
const DOCUMENT_EXTRACTION = /^(advanced ai powered document parsing & text extraction with llama parse|extract and process information directly from pdf using claude and gemini|extract text from pdf and image using vertex ai \(gemini\) into csv|gemma 3 document ocr|nvidia nemotron document ocr|ocr document transcription assistant|pdf|ai data extraction with dynamic prompts and airtable) \|/i
const EXPENSE_TRACKING = /^(ai agent: expense tracker in google sheets and n8n chat|liteparse invoice & receipt auditor|n8n financial tracker telegram invoices to notion with ai summaries & reports) \|/i
const EXPENSE_HELP = /^(month end prep|close month|accounting expert assistant|business tax deduction finder|invoice data extraction with llamaparse and openai|extract data from pdfs with human-in-the-loop validation and auto-training using cradl ai|extract spend details \(template\)) \|/i
const EXPENSE_RELATED = /^(tax season organizer|tax prep|50\/30\/20 budget builder|ai financial coach agent|gemma 3 document ocr|nvidia nemotron document ocr|ocr document transcription assistant|line chatbot extract text from pay slip with gemini) \|/i
const REPORT_EXPLAINERS = /^(profit and loss statement summarizer|financial ratio analyzer|close month|month end prep) \|/i
const REPORT_HELP = /^(cash flow statement builder|cash flow snapshot|business pulse|accounting expert assistant|accounts receivable aging report analyzer|margin analyzer) \|/i
const REPORT_RELATED = /^(three-statement financial model connector|scenario analysis builder \(bull \/ base \/ bear\)|break-even analysis calculator|revenue forecast builder|working capital model|business guru) \|/i
// Sales leads
const LEAD_FINDING = /^(find b2b leads|prospect|prospecting|linkedin leads scraping & enrichment \(main\)|sequence load|hdw lead geländewagen|outbound strategist|search linkedin companies, score with ai and add them to google sheet crm) \|/i
const LEAD_HELP = /^(enrich lead|enrich company data|enrich company data from google sheet with openai agent and scraper tool|enrich linkedin profile|enrich pipedrive's organization data with openai gpt-4o & notify it in slack|crm enrichment|waterfall enrichment|clay to cargo|lead score flow|lead triage|score leads|qualify new leads in google sheets via openai's gpt-4|lead scoring system|lead outreach|sales outreach|ai-driven lead management and inquiry automation with erpnext & n8n|linkedin profile finder via form using bright data & gpt-4o-mini) \|/i
const FOLLOW_UPS = /^(cold email writing|sales automator|draft outreach|lead outreach|leadpilot lite - ai cold email writer|website-grounded cold email writer|compose outreach|demo follow-up sequence|call summary|sales outreach) \|/i
const FOLLOW_UP_HELP = /^(email drafting agent|business email writing expert|handling appointment leads with twilio, cal\.com and ai|outbound strategist|sequence load|qualify replies from pipedrive persons with ai) \|/i
const PROSPECT_RESEARCH = /^(account research|account research & intelligence|ai-powered meeting preparation|automate sales meeting prep with ai & apify sent to whatsapp|call prep|contact research|research account|ai meeting agent|weekly prep brief) \|/i
const PROSPECT_HELP = /^(draft outreach|lead outreach|enrich lead|enrich linkedin profile|enrich company data|enrich company data from google sheet with openai agent and scraper tool|technical requirements discovery|daily sales briefing|prep for a meeting|ai sales intelligence agent team) \|/i
// Support leads
const SUPPORT_CHATBOTS = /^(7 ai chatbot|ai in-app support|wordpress - ai chatbot to enhance user experience - with supabase and openai|supportflow lite - simple ai customer support chatbot|customer support agent|customer support resolution agent|ai-powered woocommerce support-agent|woocommerce ai chatbot workflow for post-sales support|agents handoff|support routing system|ai agent chat) \|/i
const OTHER_CHANNEL_BOTS = /^(ai customer-support assistant · whatsapp ready · works for any business|telegram ai support bot with conversation memory|ai agent for instagram dm_inbox\. manychat \+ open ai integration|complete business whatsapp ai-powered rag chatbot using openai|business whatsapp ai rag chatbot|respond to whatsapp messages with ai like a pro!|build a chatbot, voice agent and phone agent with voiceflow, google calendar and rag|vassistant for hubspot chat using openai and airtable|customer service|customer support|support responder|customer support team agents|claude ai line chatbot|building your first whatsapp chatbot) \|/i
const EMAIL_REPLIES = /^(a very simple "human in the loop" email response system using ai and imap|ai email auto-responder with ollama|ai email processing autoresponder with approval \(yes\/no\)|ai-powered email automation for business: summarize & respond with rag|compose reply draft in gmail with openai assistant|email ai auto-responder\. summerize and send email|email auto responder flow|gmail ai auto-responder: create draft replies to incoming emails|human in the loop|ticket deflector|handle complaint) \|/i
const EMAIL_TRIAGE = /^(\(g\) - email classification|auto categorise outlook emails with ai|auto-label incoming gmail messages with ai nodes|basic automatic gmail email labelling with openai and gmail api|inboxzero lite - ai email classifier|openai e-mail classification - application|contact form text classifier for ecommerce|microsoft outlook ai email assistant with contact support from monday and airtable|email drafting agent|customer service|customer support|support responder|ticket triage) \|/i
const DOCS_ANSWERS = /^(customer support resolution agent|customer support agent|supportflow lite - simple ai customer support chatbot|digital services: product how-to|ticket deflector) \|/i
const DOCS_HELP = /^(customer support voice agent|rag chatbot for company documents using google drive and gemini|notion knowledge base ai assistant|ai powered rag chatbot for your docs \+ google drive \+ gemini \+ qdrant|complete business whatsapp ai-powered rag chatbot using openai|business whatsapp ai rag chatbot|chat with pdf docs using ai \(quoting sources\)|ask questions about a pdf using ai|confluence page ai powered chatbot|ai-powered email automation for business: summarize & respond with rag|ticket triage|customer support channel and ticketing system with slack and linear|support responder|customer service|customer support|customer support team agents|agents handoff|support routing system|it ops ai slackbot workflow - chat with your knowledge base) \|/i
// Framework users
const N8N_LEAD_CAPTURE = /inquiry automation|save new sales opportunities/i
const N8N_LEAD_HELP = /^(qualifying appointment requests with ai & n8n forms|wordpress contact form \(cf7\) responses and classification|contact form text classifier for ecommerce|qualify new leads in google sheets via openai's gpt-4|enrich pipedrive's organization data with openai gpt-4o & notify it in slack|search linkedin companies, score with ai and add them to google sheet crm|handling appointment leads with twilio, cal\.com and ai|vassistant for hubspot chat using openai and airtable) \|/i
const CRM_LEADS = /^(crm enrichment|lead triage|revops|ai-driven lead management and inquiry automation with erpnext & n8n) \|/i
const DOC_QNA = /documents?-qna|documents qna|pdf|retrieval augmented|\brag\b/i
const PDF_CHAT = /^(chat with pdf \(gpt & llama3\)|pdf q&a agent|multi-pdf rag analyzer|qwen3 pdf rag chat|telegram chat with pdf|telegram rag pdf|chat with pdf docs using ai \(quoting sources\)|ask questions about a pdf using ai|production pdf rag with reranking|voice rag agent \(openai sdk\)|autonomous rag|vision rag|simple rag|agentic rag \(agentflow v2\)|context chat engine|query engine|deepseek local rag agent|rag chatbot for company documents using google drive and gemini|ai powered rag chatbot for your docs \+ google drive \+ gemini \+ qdrant|documentation q&a mcp agent|ai-powered whatsapp chatbot for text, voice, images & pdfs) \|/i
// Typists
const INVOICE_HELP = /^(invoice chase|accounting expert assistant) \|/i
const SOCIAL_SCHEDULING = /schedules instagram posts|posting calendar|publishing factory|social media publisher|auto-post to|upload(ing)? (media )?(directly )?to instagram|upload to all social networks|auto-create and publish|^(publish videos & images - blotato|post new youtube videos to x|google drive to instagram, tiktok and youtube|automate linkedin outreach with notion and openai) \|/i
const SOCIAL_HELP = /^(social media agent|social media ai agent - telegram|social media content agent|ai social media content generator with ollama|flowscribe lite - ai content repurposing \(4 platforms\)|ai social media caption creator|social media sage|social media operation expert|community manager|twitter virtual ai influencer|ai-powered social media amplifier|instatest|automatizacion x|openai-powered tweet generator|grounded article to thread and linkedin post|generate instagram content from top trends with ai image generation) \|/i

export const FRESH_13_RULES: QueryRules[] = [
  // Shop owners
  { group: 'shop', query: 'product page seo', rules: [when(3, [PRODUCT_SEO]), when(2, [SITE_SEO]), when(2, [PRODUCT_COPY]), when(1, [/\bseo\b/i])] },
  { group: 'shop', query: 'when to reorder stock', rules: [when(3, [STOCK_PLANNING]), when(2, [STOCK_HELP]), when(1, [STOCK_RELATED])] },
  { group: 'shop', query: 'I want an agent that writes marketing emails for my online store', rules: [when(3, [SHOP_EMAILS]), when(2, [SHOP_EMAIL_HELP]), when(1, [/copywrit|advertis|social media/i, /marketing|product|brand|sales|\bads?\b|campaign|engag/i], ['general', 'sales'])] },
  { group: 'shop', query: 'competitor price monitoring', rules: [when(3, [PRICE_WATCH]), when(2, [COMPETITOR_WATCH]), when(1, [SCRAPERS])] },
  // Teachers
  { group: 'education', query: 'lesson plan generator', rules: [when(3, [LESSON_PLANS]), when(2, [TEACHING_MATERIALS]), whenNot(1, [/teach|educator|classroom|instructor|lesson/i], /missionary|fitness|wang yangming|rap instructor/i, EDU)] },
  { group: 'education', query: 'give feedback on student writing', rules: [when(3, [WRITING_FEEDBACK]), when(2, [WRITING_HELP]), when(1, [WRITING_RELATED])] },
  { group: 'education', query: 'A study helper that explains science topics to high school students', rules: [when(3, [SCIENCE_TUTOR]), when(2, [SCIENCE_HELP]), when(1, [/tutor|student|study/i], EDU)] },
  // Clinic managers
  { group: 'healthcare', query: 'front desk assistant for a clinic', rules: [when(3, [CLINIC_FRONT_DESK]), when(2, [BOOKING_AND_PHONES]), when(1, [VOICE_SUPPORT])] },
  { group: 'healthcare', query: 'medical notes transcription', rules: [when(3, [MEDICAL_SCRIBE], HEALTH), when(2, [AUDIO_TRANSCRIPTION]), when(1, [/clinical notes|ocr document transcription/i])] },
  { group: 'healthcare', query: 'Summarise patient records for the doctor before a visit', rules: [when(3, [RECORD_SUMMARY], HEALTH), when(2, [RECORD_ACCESS], HEALTH), when(1, [FHIR], HEALTH)] },
  // Solicitors and small firms
  { group: 'legal', query: 'legal questions chatbot for clients', rules: [when(3, [LEGAL_QA], LEGAL), when(2, [LEGAL_QA_HELP], LEGAL), when(1, [/chat|q&a|consult|answer/i], LEGAL)] },
  { group: 'legal', query: 'legal research assistant', rules: [whenNot(3, [LEGAL_RESEARCH], NOT_RESEARCH, LEGAL), when(2, [LAW_SOURCES], LEGAL), when(1, [/assistant|citation|lawyer|attorney/i], LEGAL)] },
  { group: 'legal', query: 'non-disclosure agreement template', rules: [when(3, [NDA_DRAFTING]), when(2, [CONTRACT_DRAFTING]), when(1, [CONTRACT], LEGAL)] },
  { group: 'legal', query: 'Check a contract for risky clauses before I sign it', rules: [whenNot(3, [/\bcontracts?\b|\bclauses?\b|\bnda\b|agreement/i, /review|risk|red flag|unfair|analy/i], CONTRACT_TOOLS_ONLY, LEGAL), when(2, [CONTRACT_REVIEW_HELP]), when(1, [CONTRACT], LEGAL)] },
  // Employers and office managers
  { group: 'hr', query: 'shortlist job applicants', rules: [when(3, [APPLICANT_SCREENING]), when(2, [APPLICANT_HELP]), when(1, [RESUME]), when(1, [/^[^|]*(hiring|recruit|candidate|applicant|interview|talent acquisition|job application)[^|]*\|/i])] },
  { group: 'hr', query: 'new hire onboarding checklist', rules: [when(3, [ONBOARDING]), when(2, [ONBOARDING_HELP], HR), when(1, [/employee|new hire/i, /helpdesk|help desk|handbook|polic|offer letter/i], HR)] },
  { group: 'hr', query: 'I need help writing our staff handbook and HR policies', rules: [when(3, [HR_POLICIES]), when(2, [HR_POLICY_HELP]), when(1, [HR_POLICY_RELATED]), when(1, [/polic|complian/i], HR)] },
  // Bookkeepers and accountants
  { group: 'finance', query: 'extract data from supplier invoices', rules: [when(3, [INVOICE_EXTRACTION]), when(2, [DOCUMENT_EXTRACTION]), when(1, [INVOICE]), when(1, [/accounting expert|bookkeep|accounts payable/i])] },
  { group: 'finance', query: 'categorize business expenses from receipts', rules: [when(3, [EXPENSE_TRACKING]), when(2, [EXPENSE_HELP]), when(1, [EXPENSE_RELATED])] },
  { group: 'finance', query: 'Help me understand my monthly financial reports', rules: [when(3, [REPORT_EXPLAINERS]), when(2, [REPORT_HELP]), when(1, [REPORT_RELATED])] },
  // Sales leads
  { group: 'sales', query: 'lead generation', rules: [when(3, [LEAD_FINDING]), when(2, [LEAD_HELP]), when(1, [/\bleads?\b|prospect/i], SALES), when(1, [/\bleads?\b/i, /sales|outreach|crm|linkedin/i], ['general'])] },
  { group: 'sales', query: 'write follow-up emails to prospects', rules: [when(3, [FOLLOW_UPS]), when(2, [FOLLOW_UP_HELP]), when(1, [/e-?mail/i], SALES)] },
  { group: 'sales', query: 'Research prospects before a sales call', rules: [when(3, [PROSPECT_RESEARCH]), when(2, [PROSPECT_HELP]), when(1, [/prospect|account|discovery call/i, /research|intel|prep/i], SALES)] },
  // Support leads
  { group: 'support', query: 'live chat agent for my website', rules: [when(3, [SUPPORT_CHATBOTS]), when(2, [OTHER_CHANNEL_BOTS]), when(1, [/support|customer/i], SERVICE), when(1, [/chatbot/i, /business|customer|company|website|\brag\b/i], ['general'])] },
  { group: 'support', query: 'email support replies', rules: [when(3, [EMAIL_REPLIES]), when(2, [EMAIL_TRIAGE]), when(1, [/support|customer|ticket/i], SERVICE)] },
  { group: 'support', query: 'Answer customer tickets using our help docs', rules: [when(3, [DOCS_ANSWERS]), when(2, [DOCS_HELP]), when(1, [/support|customer|ticket/i], SERVICE)] },
  // Framework users
  { group: 'framework', query: 'Use n8n to send new leads from my website form into my CRM', rules: [fromSourceWhen(3, 'n8n', [N8N_LEAD_CAPTURE]), when(2, [N8N_LEAD_HELP]), when(1, [CRM_LEADS]), fromSourceWhen(1, 'n8n', [/\bleads?\b|\bcrm\b|hubspot|pipedrive|odoo/i])] },
  { group: 'framework', query: 'langchain pdf chatbot', rules: [when(3, [/langchain/i, DOC_QNA], ['general']), whenNot(2, [/langchain|langgraph/i, DOC_QNA], /searches the web/i, ['general', 'customer-service']), when(2, [PDF_CHAT]), when(1, [/langchain/i]), when(1, [/chat with pdf|document q&a|documentation q&a|rag chatbot/i])] },
  // Typists
  { group: 'typo', query: 'invoce generator', rules: [when(2, [INVOICE_HELP]), when(1, [INVOICE]), when(1, [/quickbooks|bookkeep|billing/i], FINANCE)] },
  { group: 'typo', query: 'scedule social media posts', rules: [when(3, [SOCIAL_SCHEDULING]), when(2, [SOCIAL_HELP]), whenNot(1, [/social media|instagram|tiktok|linkedin post|xiaohongshu|red book/i], /print to table|slang tutor/i)] },
]
