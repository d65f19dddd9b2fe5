import type { AgentSource } from '../shared/taxonomy.ts'

/** The platform a link points at: GitHub, Hugging Face, or any other website. */
export function sourceForLink(link: string): AgentSource {
  const host = new URL(link).hostname.toLowerCase().replace(/^www\./, '')
  if (host === 'github.com') return 'github'
  if (host === 'huggingface.co' || host === 'hf.co') return 'huggingface'

  return 'web'
}
