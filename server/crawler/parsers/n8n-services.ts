/**
 * The services an n8n workflow connects, named as people know them. n8n's index lists node
 * types ("Gmailtool", "Lmchatgooglegemini", "Vectorstoreqdrant"); the prefix or suffix says how the
 * node is used, the rest names the service. Building blocks (Split Out, Code, Memory…) are not services.
 * "Cal.com" is left out on purpose: the index lists it for workflows whose files contain no Cal.com
 * node (checked against the workflow files), so it is not evidence.
 */
const SERVICE_NAMES: Record<string, string> = {
  airtable: 'Airtable', airtop: 'Airtop', anthropic: 'Anthropic Claude', bamboohr: 'BambooHR', baserow: 'Baserow',
  bitly: 'Bitly', box: 'Box', clickup: 'ClickUp', cohere: 'Cohere', deepseek: 'DeepSeek', dhl: 'DHL',
  discord: 'Discord', dropbox: 'Dropbox', erpnext: 'ERPNext', facebook: 'Facebook', facebookgraphapi: 'Facebook',
  ghost: 'Ghost', github: 'GitHub', gitlab: 'GitLab', gmail: 'Gmail', 'google calendar': 'Google Calendar',
  googlecalendar: 'Google Calendar', 'google docs': 'Google Docs', googledocs: 'Google Docs', 'google drive': 'Google Drive',
  googledrive: 'Google Drive', 'google sheets': 'Google Sheets', googlesheets: 'Google Sheets', googlegemini: 'Google Gemini',
  googleanalytics: 'Google Analytics', googlebigquery: 'BigQuery', googletasks: 'Google Tasks', googletranslate: 'Google Translate',
  groq: 'Groq', gumroad: 'Gumroad', hackernews: 'Hacker News', hubspot: 'HubSpot', instagram: 'Instagram', jira: 'Jira',
  linkedin: 'LinkedIn', 'microsoft teams': 'Microsoft Teams', microsoftoutlook: 'Outlook', outlook: 'Outlook',
  microsofttodo: 'Microsoft To Do', milvus: 'Milvus', mistralcloud: 'Mistral', mongodb: 'MongoDB', 'monday.com': 'monday.com',
  mysql: 'MySQL', nocodb: 'NocoDB', notion: 'Notion', odoo: 'Odoo', ollama: 'Ollama', onedrive: 'OneDrive', openai: 'OpenAI',
  openrouter: 'OpenRouter', openweathermap: 'OpenWeatherMap', pgvector: 'pgvector', pinecone: 'Pinecone', postgres: 'PostgreSQL',
  postgresql: 'PostgreSQL', pushbullet: 'Pushbullet', qdrant: 'Qdrant', reddit: 'Reddit', redis: 'Redis', s3: 'Amazon S3',
  serpapi: 'SerpApi', slack: 'Slack', strava: 'Strava', supabase: 'Supabase', telegram: 'Telegram', todoist: 'Todoist',
  twilio: 'Twilio', 'twitter/x': 'X (Twitter)', twitter: 'X (Twitter)', whatsapp: 'WhatsApp', wikipedia: 'Wikipedia',
  woocommerce: 'WooCommerce', wolframalpha: 'Wolfram Alpha', wordpress: 'WordPress', youtube: 'YouTube', zendesk: 'Zendesk',
  zoom: 'Zoom',
}

/** "Gmailtool" → "Gmail", "Lmchatgooglegemini" → "Google Gemini", "Splitout" → null. */
export function serviceName(integration: string): string | null {
  const key = integration
    .toLowerCase()
    .replace(/^(lmchat|embeddings|vectorstore)/, '')
    .replace(/tool$/, '')

  return SERVICE_NAMES[key] ?? null
}

/** Distinct service names in the order the workflow lists them. */
export function servicesOf(integrations: readonly string[]): string[] {
  return [...new Set(integrations.map(serviceName).filter((name): name is string => name !== null))]
}

/** "A, B and C". */
export function humanList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')

  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}
