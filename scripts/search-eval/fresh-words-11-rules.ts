/**
 * A fourteenth graded set, "fresh words 11": 40 mainstream, everyday requests, the things a small business most
 * commonly wants an AI agent for, typed the way a busy café or salon owner, teacher, practice manager, solicitor,
 * office manager, bookkeeper, sales or support lead would type them: short keyword searches, a few whole
 * sentences, framework names with a task and three with typos. Written and graded by these rules over the
 * catalogue's text before any of their results was run. Graded like fresh-words-10-rules.ts: grade 3 does the
 * task, 2 clearly helps with it, 1 is related; first matching rule wins.
 * `npm run search:eval -- --fresh11` scores it. Never tune on its queries.
 */
import { EDU, FINANCE, fromSourceWhen, HEALTH, HR, LEGAL, when, whenNot, type QueryRules } from './grading-rules.ts'

const SALES = ['sales']
const SERVICE = ['customer-service']

/** Agents named exactly (case-insensitive): the rules read an agent's text starting with its name. */
const named = (...names: string[]) => new RegExp(`^(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}) \\|`, 'i')

const CUSTOMER_SUPPORT = /customer support|customer service|support agent|support chatbot|customer (inquir|queries|questions)/i

// Shop owners, cafés, restaurants, salons
const REVIEW_REPLIES = named('Customer Pulse Check', 'Handle Complaint', 'Hospitality Guest Services')
const REVIEW_READING = named('Customer Pulse', 'Extract & Summarize Yelp Business Review with Bright Data and Google Gemini', 'Scrape Trustpilot Reviews with DeepSeek, Analyze Sentiment with OpenAI', 'Brand Reputation Monitor', 'AI Customer feedback sentiment analysis', 'Hospitality: Service Recovery', 'Gourmet Reviewer')
const NOT_SOCIAL_POSTS = /dm_inbox|direct messages|recruit|employer brand|print to table|news and podcast|slang|etl pipeline/i
const VIDEO_OR_UPLOAD = /video|upload/i
const SOCIAL_POSTS = /social media|social post|socials\b/i
const CUSTOMER_BOOKING = named('Handling Appointment Leads with Twilio, Cal.com and AI', 'Wellness: Booking and Scheduling', 'Qualifying Appointment Requests with AI & n8n Forms')
const BOOKING_HELP = named('Cal.ai', 'Calendar Assistant', 'Reservation Medcin', 'Healthcare Voice Contact Center', 'Build a Chatbot, Voice Agent and Phone Agent with Voiceflow, Google Calendar and RAG', 'Hospitality: Reservation Management', 'Hospitality Guest Services', 'Wellness: Personal Training', 'Wellness: Late Cancel and No-Show', 'Healthcare Customer Service')
const CALENDARS = named('AI Agent : Google calendar assistant using OpenAI', 'Calendar Agent', 'Calendar Scheduling', 'Email-to-Calendar Assistant', 'Schedule Management Assistant', 'Google Calendar Event Reminder', 'Personal Assistant MCP server', 'LINE Assistant with Google Calendar and Gmail', 'Meeting Assistant Flow')
const STOCK_HELP = named('Sales Brief', 'Content Strategy', 'OptiGuide Supply Chain with Nested Chats', 'Retail: Product Inquiries', 'ERP AI chatbot for Odoo sales module', 'Business Pulse')
const SHOP_MESSAGES = named('Telegram AI Support Bot with Conversation Memory', 'AI agent for Instagram DM_inbox. Manychat + Open AI integration', 'AI-powered WooCommerce Support-Agent', 'WooCommerce AI Chatbot Workflow for Post-Sales Support', 'SupportFlow Lite - Simple AI Customer Support Chatbot', 'Claude AI LINE Chatbot', '7 AI Chatbot', 'Customer Service', 'Retail: Product Inquiries', 'Retail: Order Tracking', 'Enhance Customer Chat with Twilio and Redis', 'Amazon Seller Support Agent', 'Ticket Deflector')
// Teachers, tutors, school office
const LESSON_MATERIALS = named('Corporate Training Designer', 'Grammar Worksheet Creator', 'Thematic Vocabulary Worksheet Creator', 'Vocabulary Worksheet Wizard', 'AI Teaching Agent Team', 'Reading Comprehension Wizard', 'Cloze Exercise Generator')
const TEACHER = /teacher|lesson|classroom|educator|curriculum|worksheet|course content|instruct/i
const MARKING = named('Duolingo English Essay Assistant', 'TOEFL Writing Tutor', 'Essay Writing & Grading', 'Art Evaluation Mentor')
const MARKING_HELP = named('IELTS Tutor', 'English Essay Assistant', 'Grammar Corrector', 'Essay Improver', 'Language Fixer', 'Exam Assistant')
const QUIZ_MAKERS = named('Generate Exam Questions', 'Exam Assistant', 'Vocabulary Wizard', 'Reading Comprehension Wizard')
const QUIZ_HELP = named('Flashcard Maker', 'Cloze Exercise Generator', 'Grammar Worksheet Creator', 'Thematic Vocabulary Worksheet Creator', 'Vocabulary Worksheet Wizard', 'Idea Architect', 'Summsi', 'English Proficiency Evaluator')
const REVISION = named('High School Science Learning Assistant', 'Study Coach Agent', 'Study Partner', 'Exam Assistant')
const REVISION_HELP = named('Flashcard Maker', 'Learning Planning Expert Silwol', 'Exam Hall Writing Expert', 'Math Tutor', 'SAT master', 'Generate Exam Questions', 'Breakdown Documents into Study Notes using Templating MistralAI and Qdrant', 'Note-taking Assistant', 'Socratic Teacher', 'Teaching Mentor', 'Beginner Mentor', 'Mr. Feynman', 'Virtual AI Tutor', 'Reading Comprehension Wizard', 'English Reading Teacher', 'Biology Professor')
// Clinic and practice managers, dentists, therapists
const REMINDER_HELP = named('Handling Appointment Leads with Twilio, Cal.com and AI', 'Google Calendar Event Reminder', 'Healthcare Voice Contact Center', 'Healthcare Customer Service', 'Reservation Medcin')
const REMINDER_RELATED = named('Patient Concierge', 'Cal.ai', 'Wellness: Booking and Scheduling', 'Wellness: Late Cancel and No-Show', 'Qualifying Appointment Requests with AI & n8n Forms', 'Calendar Assistant')
const MEDICAL_SCRIBES = named('AI-Medical-Scribe', 'OpenScribe', 'MediScribe')
const TRANSCRIPTION = named('Multi Agent Medical System', 'Agent Chat with Whisper', 'Use OpenAI to Transcribe Audio + Summarize with AI + Save to Google Drive', 'Whisper Transkription copy', 'OpenSource Voice Dictation Agent (Wispr Flow clone)')
const TRANSCRIPTION_RELATED = named('OCR Document Transcription Assistant', 'YouTube Video Transcriber', 'Asclepius', 'DISC-MedLLM', 'ImpressionGPT', 'Multiagent Radiology Report', 'Wilhelm')
const CLINIC_RECEPTION = named('Healthcare Voice Contact Center', 'Healthcare Customer Service')
const RECEPTION_HELP = named('AI Phone Agent with RetellAI', 'Build a Chatbot, Voice Agent and Phone Agent with Voiceflow, Google Calendar and RAG', 'Customer Support Voice Agent', 'Customer Support Voice Agent (LiveKit)', 'Patient Concierge', 'Wellness: Booking and Scheduling', 'Wellness: Personal Training', 'Reservation Medcin', 'Handling Appointment Leads with Twilio, Cal.com and AI')
const RECEPTION_RELATED = named('Cal.ai', 'Calendar Assistant', 'Qualifying Appointment Requests with AI & n8n Forms', 'Multilingual Voice Agent (Pipecat + Sarvam)', 'Sayna Realtime Voice Agent', 'Gemini Realtime Voice Agent (LiveKit)', 'Customer Service', 'Wellness: Late Cancel and No-Show', 'Wellness: Injury and Incident')
const SESSION_NOTES_RELATED = named('Mental Health Counselor', 'Rebecca, Mental Health Counselor', 'AI Mental Wellbeing Agent', 'Meeting Notes Agent', 'Note-taking Assistant', 'Call Summary')
// Solicitors, paralegals, owners with a legal need
const NOT_GENERAL_CONTRACTS = /chinese|polish|vietnam|prc\b|pe\/vc|data processing agreement|dpa review|construction contract|advertising compliance|korean|indian|open source licen/i
const NOT_FOR_OWNERS = named('Contract Playbook AI', 'DOCX Redline MCP', 'Legal Redline Tools', 'Tabular Review')
const REVIEW_RELATED = named('Open Source License Analyst', 'Ad Compliance Review Skill', 'AnythingButLaw', 'FreeEed', 'Due Diligence Agents', 'ContractSpark')
const CONTRACT = /\bcontracts?\b|\bclauses?\b|\bnda\b|agreements?\b|redline/i
const NDA_DRAFTING = named('AI Legal Claude', 'Microsoft Agent for Contract Processing', 'Startup Tech Lawyer')
const DRAFTING_HELP = named('ContractSpark', 'Contract Ops MCP', 'Accord Project - Cicero', 'Open Agreements', 'SignCraft', 'Draft Legal', 'Suzie Law', 'BigLaw', 'Stella', 'Judicex', 'Triage NDA', 'Contract Review', 'Knowledge Work Plugins', 'Master Claude for Legal')
const CASE_LAW = /case law|case-law|caselaw|courtlistener|court decisions|court opinions|opinion corpus|legal judgments|judgment retrieval|judicial resolutions|judicial jurisprudence|precedent case|similar case retrieval|searching cases|case data|statutes, precedents/i
const CASE_RESEARCH = named('LawLens', 'Argentina Law MCP', 'Suzie Law', 'GraphRAG Legal Cases')
const NOT_CASE_RESEARCH = named('Direito Familiar Imobiliario', 'Due Diligence Agents', 'TechRegParser', 'Zwiad', '2N-Guardian', 'Legal Document Chat', 'LexReviewer', 'Donna', 'Korean Contracts')
const LEGAL_RESEARCH = /research|citations?\b|statutes|legislation|legal databases?|legal codes|laws\b/i
const LAW_RELATED = /\blaw\b|lawyer|attorney|litigat|court|statute|legislation|legal/i
const LEGAL_READING = named('Legal Document Analysis Agent', 'LexReviewer', 'Legal Document Chat', 'LawGlance', 'Mike', 'Mike (local desktop edition)', 'Legal Guard', 'LegalOS', 'Legal AI Project', 'Legal Document Review Assistant')
const READING_HELP = named('Text Summarization Assistant', 'Summarize Google Drive Documents with Mistral AI and Send via Gmail', 'Summarize the New Documents from Google Drive and Save Summary in Google Sheet', 'Google Doc Summarizer to Google Sheets', 'Telegram chat with PDF', 'Chat with PDF docs using AI (quoting sources)', 'Ask questions about a PDF using AI', 'PDF Q&A Agent', 'Multi-PDF RAG Analyzer', 'Deslop', 'Master Claude for Legal', 'LawLens', 'Contract Analyzer', 'Tabular Review', 'OpenContracts', 'Contract Review', 'Review Contract', 'Lavern', 'Doc Haus', 'LQ.AI', 'Suzie Law')
const WEBSITE_TERMS = named('Korean Privacy Terms', 'Privacy Policy Self Service Generator Mvp', 'Startup Tech Lawyer', 'ContractSpark', 'Open Agreements')
const WEBSITE_TERMS_RELATED = named('Accord Project - Cicero', 'SignCraft', 'AI Legal Claude', 'Compliance Tracking', 'Privacy Skill', 'Comp', 'Draft Legal', 'Pinpoint', 'Legal Guard', 'Digital Services: Data Privacy')
// Recruiters, office managers, small employers
const CV_SCREENING = named('AI Agent - Cv Resume - Automated Screening , Sorting , Rating and Tracker System', 'AI CV Screening Workflow', 'AI Recruitment Agent Team', 'AI-Powered Candidate Shortlisting Automation for ERPNext', 'Automated Resume Review System Using OpenAI + Google Sheets', 'CV Resume PDF Parsing with Multimodal Vision AI', 'Resume Parser Agent', 'Resume Screening & Behavioral Interviews with Gemini, Elevenlabs, & Notion ATS copy', 'Screen Applicants With AI, notify HR and save them in a Google Sheet', 'Recruitment Recommendation Agent')
const CV_HELP = named('Handling Job Application Submissions with AI and n8n Forms', 'Extract data from resume and create PDF with Gotenberg', 'Resume Analysis Expert', 'Candidate Profile Analyzer (Candilyzer)', 'Match Profile to Positions', 'HR Job Posting and Evaluation with AI', 'Recruitment Workflow', 'HR recruiting and talent acquisition', 'Recruitment Specialist', 'Candidate assessment')
const NOT_RECRUITING = /buying signals|find companies|forecast|predictive/i
const JOB_ADVERTS = named('HR job description writing', 'Job Post Builder', 'Job Posting Generator', 'HR Job Posting and Evaluation with AI')
const JOB_ADVERT_HELP = named('Recruitment marketing', 'Job analysis and job content design', 'HR social media recruiting', 'HR recruiting and talent acquisition')
const ONBOARDING = named('HR Onboarding', 'HR onboarding and offboarding')
const ONBOARDING_HELP = named('HR coordination and operations support', 'HR employee experience', 'HR employee lifecycle')
const ONBOARDING_RELATED = named('HR offboarding', 'HR learning and development', 'HR training and development', 'HR people operations', 'Employee journey mapping')
const HR_HELPDESK = named('BambooHR AI-Powered Company Policies and Benefits Chatbot', 'HR & IT Helpdesk Chatbot with Audio Transcription', 'Autonomous HR Chatbot')
const HR_HELPDESK_HELP = named('HR time and attendance', 'HR policy management', 'HR chatbot design', 'Employee self-service design and optimization', 'HR knowledge management', 'Slack AI Chatbot with RAG for company staff', 'RAG Chatbot for Company Documents using Google Drive and Gemini')
const HR_HELPDESK_RELATED = named('HR service delivery', 'HR compliance and workplace policies', 'HR people operations', 'IT Ops AI SlackBot Workflow - Chat with your knowledge base', 'Notion knowledge base AI assistant')
// Bookkeepers, accountants, owners doing their own books
const TRANSACTIONS = named('Month End Prep')
const TRANSACTIONS_HELP = named('Close Month', 'AI agent: expense tracker in Google Sheets and n8n chat', 'Accounting Expert Assistant', 'Reconcile Rent Payments with Local Excel Spreadsheet and OpenAI')
const TRANSACTIONS_RELATED = named('N8N Financial Tracker Telegram Invoices to Notion with AI Summaries & Reports', 'Cash Flow Statement Builder', 'Business Tax Deduction Finder', 'Tax Season Organizer', 'Profit and Loss Statement Summarizer', 'Financial Document OS', 'AI Financial Coach Agent', '50/30/20 Budget Builder', 'Openaccountants')
const INVOICE_EXTRACTION = named('Invoice data extraction with LlamaParse and OpenAI', 'Extract data from PDFs with human-in-the-loop validation and auto-training using Cradl AI', 'LiteParse Invoice & Receipt Auditor', 'Colombian Invoices Processing')
const DOCUMENT_EXTRACTION = named('N8N Financial Tracker Telegram Invoices to Notion with AI Summaries & Reports', 'Advanced AI Powered Document Parsing & Text Extraction with Llama Parse', 'Extract text from PDF and image using Vertex AI (Gemini) into CSV', 'Extract and process information directly from PDF using Claude and Gemini', 'Gemma 3 Document OCR', 'NVIDIA Nemotron Document OCR', 'OCR Document Transcription Assistant', 'PDF', 'Financial Document OS')
const EXTRACTION_RELATED = named('Month End Prep', 'AI agent: expense tracker in Google Sheets and n8n chat', 'Automate PDF Image Extraction & Analysis with GPT-4o and Google Drive', 'Invoice Chase')
const COLLECTIONS_HELP = named('Plan Payroll', 'Accounts Receivable Aging Report Analyzer')
const COLLECTIONS_RELATED = named('Cash Flow Snapshot', 'Working Capital Model', 'Digital Services: Subscription and Billing', 'Wellness: Billing and Payments', 'Retail: Payment Problems')
const BUDGETING = named('50/30/20 Budget Builder', 'AI Financial Coach Agent', 'People budgeting & financial planning', 'Cash Flow Snapshot', 'Revenue Forecast Builder', 'Working Capital Model', 'Break-Even Analysis Calculator', 'Scenario Analysis Builder (Bull / Base / Bear)')
const BUDGETING_RELATED = named('Business Guru', 'Margin Analyzer', 'Three-Statement Financial Model Connector', 'Business Pulse', 'Accounting Expert Assistant', 'Monday Brief', 'Emergency Fund Calculator', 'Net Worth Tracker', 'Debt Avalanche vs Snowball Payoff Planner')
// Sales leads
const SALES_EMAILS = named('Cold Email Writing', 'Draft Outreach', 'Lead Outreach', 'LeadPilot Lite - AI Cold Email Writer', 'Website-Grounded Cold Email Writer', 'Sales Automator', 'Compose Outreach', 'Sales Outreach')
const SALES_EMAIL_HELP = named('Account Research & Intelligence', 'Outbound Strategist', 'Demo Follow-Up Sequence', 'Lead Triage', 'Call List', 'Sequence Load', 'Account Research', 'Email Drafting Agent')
const PROSPECTING = /prospect|outreach|\bleads?\b|cold email/i
const LEAD_FINDING = named('Find B2B Leads', 'Prospect', 'Prospecting', 'LinkedIn Leads Scraping & Enrichment (Main)', 'Tam building', 'Search LinkedIn companies, Score with AI and add them to Google Sheet CRM', 'Sequence Load')
const LEAD_HELP = named('Enrich Lead', 'Score Leads', 'Lead Score Flow', 'Lead Scoring System', "Qualify new leads in Google Sheets via OpenAI's GPT-4", 'AI-Driven Lead Management and Inquiry Automation with ERPNext & n8n', 'Intent Signal Tracking', 'Outbound Strategist', 'Local Field Prospecting', 'Speed-to-Lead Sales Voice Agent', 'Build a Phone Agent to qualify outbound leads and inbound calls with RetellAI -vide', 'Lead Triage', 'Account scoring', 'Facebook Ads Expert', 'HDW Lead Geländewagen', 'Find Companies Using Tech', 'Monitor Buying Signals', 'Lead Outreach')
const MEETING_FOLLOW_UPS = named('Demo Follow-Up Sequence', 'Call Summary')
const FOLLOW_UP_HELP = named('AI Agent for project management and meetings with Airtable and Fireflies', 'Cold Email Writing', 'Sales Automator', 'Lead Triage', 'Call List', 'Sales Outreach', 'Meeting Notes Agent', 'Meeting Assistant Agent', 'Zoom AI Meeting Assistant')
const EMAIL_DRAFTS = /follow-?up (e-?mails?|messages?|sequences?|cadence)|auto-?responder|draft(s|ing)? (professional )?(e-?mails?|repl)|e-?mail responses?/i
const CRM_UPDATES = named('CRM Maintenance')
const CRM_HELP = named('Save New Sales Opportunities', 'CRM Enrichment', 'CRM Cleanup', "Enrich Pipedrive's Organization Data with OpenAI GPT-4o & Notify it in Slack", 'Speed-to-Lead Sales Voice Agent', 'Call Summary', 'AI Agent for project management and meetings with Airtable and Fireflies', 'CRM Hygiene & Data Quality')
const CRM = /\bcrm\b|hubspot|pipedrive|salesforce|odoo|erpnext/i
// Support leads
const WEBSITE_CHAT = named('WordPress - AI Chatbot to enhance user experience - with Supabase and OpenAI', 'SupportFlow Lite - Simple AI Customer Support Chatbot', '7 AI Chatbot', 'vAssistant for Hubspot Chat using OpenAi and Airtable', 'AI In-App Support')
const WEBSITE_CHAT_HELP = named('Customer Support Agent', 'Customer Support Resolution Agent', 'Customer Service', 'Customer Support', 'Support Responder', 'Agents Handoff', 'Support Routing System', 'Customer Support Team Agents', 'Build a Chatbot, Voice Agent and Phone Agent with Voiceflow, Google Calendar and RAG', 'Bitrix24 Open Chanel RAG Chatbot Application Workflow example with Webhook Integration', 'Enhance Customer Chat with Twilio and Redis', 'AI-powered WooCommerce Support-Agent', 'WooCommerce AI Chatbot Workflow for Post-Sales Support')
const COMPLAINT_REPLIES = named('Handle Complaint', 'Ticket Deflector')
const COMPLAINT_HELP = named('Customer Pulse Check', 'Customer Service', 'Healthcare Customer Service', 'Hospitality Guest Services', 'Hospitality: Service Recovery', 'Hospitality: Room Issues', 'Wellness: Facility Issues', 'Retail: Damaged or Wrong Item', 'Support Responder', 'Amazon Seller Support Agent', 'Compose reply draft in Gmail with OpenAI Assistant', 'Gmail AI auto-responder: create draft replies to incoming emails', 'AI Email Auto-Responder with Ollama', 'A Very Simple "Human in the Loop" Email Response System Using AI and IMAP', 'AI-Powered Email Automation for Business: Summarize & Respond with RAG', 'Human In The Loop', 'Customer Support')
const DOCS_BOTS = named('SupportFlow Lite - Simple AI Customer Support Chatbot', 'Customer Support Resolution Agent', 'Customer Support Voice Agent', 'AI Powered RAG Chatbot for Your Docs + Google Drive + Gemini + Qdrant', 'RAG Chatbot for Company Documents using Google Drive and Gemini', 'Notion knowledge base AI assistant', 'Complete business WhatsApp AI-Powered RAG Chatbot using OpenAI', 'Business WhatsApp AI RAG Chatbot', 'Build a Chatbot, Voice Agent and Phone Agent with Voiceflow, Google Calendar and RAG', 'Bitrix24 Open Chanel RAG Chatbot Application Workflow example with Webhook Integration')
const DOCS_BOT_HELP = named('Customer Support Agent', 'Documentation Q&A MCP Agent', 'Documentation RAG MCP Server', 'Customer Service', 'Healthcare Voice Contact Center', 'Retail: Product Inquiries', 'Digital Services: Product How-To', 'Slack AI Chatbot with RAG for company staff', 'IT Ops AI SlackBot Workflow - Chat with your knowledge base', 'Chat with PDF docs using AI (quoting sources)', 'Ask questions about a PDF using AI', 'PDF Q&A Agent', 'Simple RAG', 'Agentic RAG', 'Autonomous RAG', 'Contextual AI RAG Agent', 'Github Docs QnA', 'Local QnA', 'Multiple Documents QnA', 'Conversational Retrieval QA Chain', 'Voice RAG Chatbot with ElevenLabs and OpenAI', 'Voice RAG Agent (OpenAI SDK)', 'WordPress - AI Chatbot to enhance user experience - with Supabase and OpenAI', '7 AI Chatbot')
const TICKET_TRIAGE = named('Ticket Triage', 'Discord AI-powered bot')
const TRIAGE_HELP = named('InboxZero Lite - AI Email Classifier', 'Support Ticket Churn Signals', 'GitHub Issue Triager', 'Customer Support Channel and Ticketing System with Slack and Linear', 'Support Routing System', 'Customer Support', 'Customer Support Team Agents', 'Digital Services: Bug Reports', '(G) - Email Classification', 'Auto Categorise Outlook Emails with AI', 'Basic Automatic Gmail Email Labelling with OpenAI and Gmail API', 'Microsoft Outlook AI Email Assistant with contact support from Monday and Airtable', 'Contact Form Text Classifier for eCommerce', 'WordPress Contact Form (CF7) Responses and Classification', 'AI Email Auto-Responder with Ollama')
// Framework and platform names
const EMAIL = /e-?mail|gmail|outlook|(?<!dm_|todoist )inbox|imap/i
/** An n8n workflow whose name says it handles email (not a DM or to-do inbox). */
const N8N_EMAIL_NAMES = /^(?![^|]*(dm_inbox|todoist inbox))[^|]*(e-?mails?|\bmails?|gmail|outlook|inbox|imap)[^|]*\|/i
const EMAIL_AUTOMATION = named('Email Auto Responder Flow', 'Email Drafting Agent', 'Human In The Loop', 'Email-to-Calendar Assistant', 'N8n')
const SUPPORT_AGENTS = named('Customer Support Agent', 'Customer Support Resolution Agent', 'Customer Support Team Agents', 'Agents Handoff', 'Customer Service', 'Customer Support', 'Support Responder', 'SupportFlow Lite - Simple AI Customer Support Chatbot', 'Customer Support Voice Agent', 'Customer Support Voice Agent (LiveKit)', 'AI-powered WooCommerce Support-Agent', 'Healthcare Customer Service', 'Support Routing System', 'AI Customer-Support Assistant · WhatsApp Ready · Works for Any Business', 'Telegram AI Support Bot with Conversation Memory', '7 AI Chatbot', 'AI In-App Support')
const RESEARCH_AGENTS = named('Web-Augmented Agentic RAG', 'CrewAI', 'GPT Researcher', 'AI Researcher', 'AI Deep Research Agent', 'OpenAI Research Agent', 'Web Research Agent', 'Research Agent', 'Deep Research Workflow', 'Deep Research With Subagents', 'Deep Research With Multi-turn Conversations', 'Open Deep Research - AI-Powered Autonomous Research Workflow', 'Host Your Own AI Deep Research Agent with n8n, Apify and OpenAI o3', 'Deep Research Report Generation Using Open Router, Google Search, Webhook/Telegram and Notion', 'Automated Research Report Generation with OpenAI, Wikipedia, Google Search, and Gmail/Telegram', 'AG2 Adaptive Research Team', 'Trust-Gated Multi-Agent Research Team', 'Deep Research + Writing Agents Workshop', 'AI Journalist Agent', 'AI Research Consultant with Long-Term Memory', 'AI Trend Research Agent')
// Typos
const EMAIL_CAMPAIGNS = named('Run Campaign', 'Canva Creator', 'Newsletter Generator')
const CAMPAIGN_HELP = named('Claude AI Content Generator', 'Email Subscription Service with n8n Forms, Airtable and AI', 'Marketing Strategy Generator', 'Content Strategy', 'Sales Brief', 'Product Copywriting', 'Advertising Copywriting Master')
const MARKETING_RELATED = named('Social Media Sage', 'Facebook Advertising Writing Expert', 'Facebook Ads Expert', 'Community Manager', 'Copywriting Optimization Assistant', 'Private Domain Operations Expert', 'Automate Blog Creation in Brand Voice with AI', 'UTM Link Creator & QR Code Generator', 'Retail: Promotions and Discounts', 'Amazon Listing Copywriter', 'Text Variator', 'Online Marketing Weekly Report')
const RESTAURANT_BOOKING = named('Hospitality Guest Services')
const RESERVATION_HELP = named('Hospitality: Reservation Management', 'Cal.ai', 'Calendar Assistant', 'Wellness: Booking and Scheduling', 'Handling Appointment Leads with Twilio, Cal.com and AI', 'Qualifying Appointment Requests with AI & n8n Forms', 'Build a Chatbot, Voice Agent and Phone Agent with Voiceflow, Google Calendar and RAG')
const RESERVATION_RELATED = named('Reservation Medcin', 'Healthcare Voice Contact Center', 'Hotel Finder Agent', 'Hospitality: OTA and Third-Party Bookings', 'Hospitality: Overbooking and Relocation', 'RSVP Confirmation Voice Agent (LiveKit)')
const MEETING_NOTES = named('Meeting Notes Agent', 'Call Summary', 'Meeting Assistant Agent', 'Daily meetings summarization with Gemini AI', 'AI Agent for project management and meetings with Airtable and Fireflies', 'Zoom AI Meeting Assistant', 'Meeting Assistant v1.0')
const MEETING_NOTES_HELP = named('Use OpenAI to Transcribe Audio + Summarize with AI + Save to Google Drive', 'Note-taking Assistant', 'Demo Follow-Up Sequence', 'Text Summarization Assistant')
const MEETING_RELATED = named('Meeting Assistant Flow', 'Success Criteria Definition', 'Weekly Report Assistant', 'AI Meeting Agent', 'Prep for a Meeting', 'Meeting Briefing', 'Agent Chat with Whisper', 'Whisper Transkription copy')

export const FRESH_11_RULES: QueryRules[] = [
  // Shop owners, cafés, restaurants, salons, trades
  { group: 'shop', query: 'reply to google reviews for my restaurant', rules: [when(2, [REVIEW_REPLIES]), when(1, [REVIEW_READING])] },
  { group: 'shop', query: 'instagram posts for my cafe', rules: [whenNot(3, [/instagram/i, /post|content|caption/i], new RegExp(`${NOT_SOCIAL_POSTS.source}|${VIDEO_OR_UPLOAD.source}`, 'i')), whenNot(3, [/canva designs for social posts/i], NOT_SOCIAL_POSTS), whenNot(2, [/instagram/i], NOT_SOCIAL_POSTS), whenNot(2, [SOCIAL_POSTS, /post|content|caption|copy|banner|amplif|brand voice/i], NOT_SOCIAL_POSTS), whenNot(1, [/facebook|tiktok|xiaohongshu|little red book|red book|twitter|tweet|pinterest/i, /post|content|copy|script|advert/i], NOT_SOCIAL_POSTS)] },
  { group: 'shop', query: 'salon appointment booking', rules: [when(3, [CUSTOMER_BOOKING]), when(2, [BOOKING_HELP]), when(1, [CALENDARS])] },
  { group: 'shop', query: 'inventory tracking small shop', rules: [when(3, [/manages inventory/i]), when(1, [STOCK_HELP])] },
  { group: 'shop', query: 'answer customer whatsapp messages for my shop', rules: [whenNot(3, [/whatsapp/i, /support|chatbot|respond|messages/i], /sales meeting|biomedical|social media sage/i), when(2, [SHOP_MESSAGES]), when(1, [CUSTOMER_SUPPORT], SERVICE)] },
  // Teachers, tutors, school office
  { group: 'education', query: 'lesson plan generator', rules: [when(3, [/course content and teaching guidelines/i]), when(2, [LESSON_MATERIALS]), when(1, [TEACHER], EDU)] },
  { group: 'education', query: 'mark homework and give feedback to pupils', rules: [when(3, [MARKING]), when(2, [MARKING_HELP]), when(1, [/tutor|teach/i, /feedback|correct|evaluat/i], EDU)] },
  { group: 'education', query: 'quiz maker for teachers', rules: [when(3, [QUIZ_MAKERS]), when(2, [QUIZ_HELP]), when(1, [TEACHER], EDU)] },
  { group: 'education', query: 'revision help for gcse students', rules: [when(3, [REVISION]), when(2, [REVISION_HELP]), whenNot(1, [/tutor|student|learn|study|exam/i], /study abroad/i, EDU)] },
  // Clinic and practice managers, dentists, therapists
  { group: 'healthcare', query: 'patient appointment reminders', rules: [when(2, [REMINDER_HELP]), when(1, [REMINDER_RELATED])] },
  { group: 'healthcare', query: 'medical transcription', rules: [when(3, [MEDICAL_SCRIBES]), when(2, [TRANSCRIPTION]), when(1, [TRANSCRIPTION_RELATED])] },
  { group: 'healthcare', query: 'virtual receptionist for a physio clinic', rules: [when(3, [CLINIC_RECEPTION]), when(2, [RECEPTION_HELP]), when(1, [RECEPTION_RELATED])] },
  { group: 'healthcare', query: 'therapy session notes', rules: [when(3, [MEDICAL_SCRIBES]), when(2, [/soap note generation/i], HEALTH), when(1, [SESSION_NOTES_RELATED])] },
  // Solicitors, paralegals, owners with a legal need
  { group: 'legal', query: 'review a lease agreement before I sign', rules: [whenNot(3, [/contract review|reviews? (a )?contracts?|contract analysis|contract assistant|review and redlining|review and understand legal agreements|red flags, unfair terms/i], new RegExp(`${NOT_GENERAL_CONTRACTS.source}|${NOT_FOR_OWNERS.source}`, 'i'), LEGAL), when(1, [REVIEW_RELATED]), when(2, [CONTRACT, /review|analy|risk|understand|red flag|triage/i], LEGAL), when(2, [/legal document review|document review|flagging potential risks/i], LEGAL), when(1, [CONTRACT], LEGAL), when(1, [/real estate regularization|^real estate agent \|/i])] },
  { group: 'legal', query: 'draft a non-disclosure agreement for a new supplier', rules: [when(3, [NDA_DRAFTING]), when(2, [DRAFTING_HELP]), when(1, [CONTRACT], LEGAL)] },
  { group: 'legal', query: "find relevant case law for my client's claim", rules: [whenNot(3, [CASE_LAW], NOT_CASE_RESEARCH, LEGAL), when(3, [CASE_RESEARCH]), whenNot(2, [LEGAL_RESEARCH], NOT_CASE_RESEARCH, LEGAL), when(1, [LAW_RELATED], LEGAL)] },
  { group: 'legal', query: 'summarise a long legal document', rules: [when(3, [LEGAL_READING]), when(2, [READING_HELP]), when(1, [/document|contract|pdf/i], LEGAL)] },
  { group: 'legal', query: 'write terms and conditions for my website', rules: [when(2, [WEBSITE_TERMS]), when(1, [WEBSITE_TERMS_RELATED])] },
  // Recruiters, office managers, small employers
  { group: 'hr', query: 'screen cvs for a job opening', rules: [when(3, [CV_SCREENING]), when(2, [CV_HELP]), whenNot(1, [/recruit|hiring|candidate/i], NOT_RECRUITING, HR)] },
  { group: 'hr', query: 'write a job advert for a part-time receptionist', rules: [when(3, [JOB_ADVERTS]), when(2, [JOB_ADVERT_HELP]), whenNot(1, [/recruit|hiring/i], NOT_RECRUITING, HR)] },
  { group: 'hr', query: 'onboarding checklist for new starters', rules: [when(3, [ONBOARDING]), when(2, [ONBOARDING_HELP]), when(1, [ONBOARDING_RELATED])] },
  { group: 'hr', query: 'hr helpdesk bot for holiday and sick leave questions', rules: [when(3, [HR_HELPDESK]), when(2, [HR_HELPDESK_HELP]), when(1, [HR_HELPDESK_RELATED])] },
  // Bookkeepers, accountants, owners doing their own books
  { group: 'finance', query: 'categorise bank transactions for bookkeeping', rules: [when(3, [TRANSACTIONS]), when(2, [TRANSACTIONS_HELP]), when(1, [TRANSACTIONS_RELATED])] },
  { group: 'finance', query: 'extract data from invoices and receipts', rules: [when(3, [INVOICE_EXTRACTION]), when(2, [DOCUMENT_EXTRACTION]), when(1, [EXTRACTION_RELATED])] },
  { group: 'finance', query: "I need to chase customers who haven't paid their invoices", rules: [when(3, [/overdue-invoice reminder/i], FINANCE), when(2, [COLLECTIONS_HELP]), when(1, [COLLECTIONS_RELATED])] },
  { group: 'finance', query: 'budget planning for my small business', rules: [when(2, [BUDGETING]), when(1, [BUDGETING_RELATED])] },
  // Sales leads
  { group: 'sales', query: 'write personalised sales emails to prospects', rules: [when(3, [SALES_EMAILS]), when(2, [SALES_EMAIL_HELP]), when(1, [PROSPECTING], SALES)] },
  { group: 'sales', query: 'lead generation', rules: [when(3, [LEAD_FINDING]), when(2, [LEAD_HELP]), whenNot(1, [/\bleads?\b|\bprospect(s|ing)?\b/i], /prospectus|jira/i, ['sales', 'general']), when(1, [/^getregdata \|/i])] },
  { group: 'sales', query: 'automatic follow up emails after a sales meeting', rules: [when(3, [MEETING_FOLLOW_UPS]), when(2, [FOLLOW_UP_HELP]), when(1, [EMAIL_DRAFTS])] },
  { group: 'sales', query: 'update crm after sales calls', rules: [when(3, [CRM_UPDATES]), when(2, [CRM_HELP]), whenNot(1, [CRM], /candidate|talent/i)] },
  // Support leads
  { group: 'support', query: 'live chat assistant for our website', rules: [when(3, [WEBSITE_CHAT]), when(2, [WEBSITE_CHAT_HELP]), when(1, [CUSTOMER_SUPPORT])] },
  { group: 'support', query: 'draft replies to customer complaints', rules: [when(3, [COMPLAINT_REPLIES]), when(2, [COMPLAINT_HELP]), when(1, [CUSTOMER_SUPPORT])] },
  { group: 'support', query: 'faq bot trained on our help docs', rules: [when(3, [DOCS_BOTS]), whenNot(3, [/^customer support agent \|/i, /rag-powered/i], /graph-based agent for handling/i), when(2, [DOCS_BOT_HELP]), whenNot(1, [/\brag\b|knowledge base/i], /medical|legal|patent|clinical|stock|earnings|codebase|github/i, ['general', 'customer-service'])] },
  { group: 'support', query: 'sort support tickets by urgency', rules: [when(3, [TICKET_TRIAGE]), when(2, [TRIAGE_HELP]), when(2, [/escalation routing/i], SERVICE), when(1, [CUSTOMER_SUPPORT])] },
  // Framework and platform names, with a task
  { group: 'framework', query: 'n8n email automation', rules: [fromSourceWhen(3, 'n8n', [N8N_EMAIL_NAMES]), when(2, [EMAIL_AUTOMATION]), fromSourceWhen(1, 'n8n', [EMAIL])] },
  { group: 'framework', query: 'crewai research agent', rules: [when(3, [/crewai research crew/i]), when(2, [RESEARCH_AGENTS]), when(1, [/crew ?ai/i])] },
  { group: 'framework', query: 'langgraph customer support agent', rules: [when(3, [/langgraph/i, /customer support/i]), when(2, [/^(langgraph|langgraph\.js) \|/i]), when(2, [SUPPORT_AGENTS]), when(1, [/langgraph/i]), when(1, [CUSTOMER_SUPPORT], SERVICE)] },
  // Typos
  { group: 'typo', query: 'emial marketing campain for my shop', rules: [when(3, [EMAIL_CAMPAIGNS]), when(2, [CAMPAIGN_HELP]), when(1, [/e-?mail|newsletter/i, /marketing|campaign|newsletter|outreach|cold/i]), when(1, [MARKETING_RELATED])] },
  { group: 'typo', query: 'resturant reservation booking', rules: [when(3, [RESTAURANT_BOOKING]), when(2, [RESERVATION_HELP]), when(1, [RESERVATION_RELATED])] },
  { group: 'typo', query: 'meeting notes sumary and action items', rules: [when(3, [MEETING_NOTES]), when(2, [MEETING_NOTES_HELP]), when(1, [MEETING_RELATED])] },
]
