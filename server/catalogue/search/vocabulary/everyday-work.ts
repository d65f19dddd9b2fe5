import type { TVocabulary } from './vocabulary-types.ts'

/** Office work any business does: email, calendars, meetings, forms, reports, spreadsheets. */
export const EVERYDAY_WORK: TVocabulary = {
  synonyms: {
    emails: ['email', 'gmail', 'inbox'],
    reminders: ['reminder', 'notification'],
    remind: ['reminder', 'notification'],
    booking: ['appointment', 'scheduling', 'calendar'],
    summarise: ['summary', 'summarize'],
    summarize: ['summary', 'summarise'],
    spreadsheet: ['google sheets', 'excel', 'spreadsheets'],
    excel: ['spreadsheet', 'google sheets'],
    messages: ['message', 'inbox'],
    inbox: ['email', 'gmail', 'outlook'],
    email: ['gmail', 'outlook', 'inbox'],
    book: ['booking', 'appointment', 'scheduling'],
    follow: ['followup', 'follow up'],
    translate: ['translation', 'translator', 'multilingual'],
    meetings: ['meeting', 'calendar'],
    minutes: ['meeting notes', 'meeting summary'],
    'meeting notes': ['meeting', 'transcription', 'summary'],
    schedule: ['scheduling', 'calendar', 'appointment'],
    calendar: ['scheduling', 'appointment'],
    forms: ['form', 'intake'],
    paperwork: ['document', 'forms', 'data entry'],
    'data entry': ['data extraction', 'ocr', 'spreadsheet'],
    reports: ['report', 'reporting', 'dashboard'],
    dashboard: ['analytics', 'reporting'],
    pdf: ['document', 'pdfs'],
  },
  misspellings: {
    calender: 'calendar',
    schedual: 'schedule',
    buisness: 'business',
    busines: 'business',
  },
}
