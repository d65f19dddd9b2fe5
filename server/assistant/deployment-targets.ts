/** Browser-safe: what a deployment answer can produce a file or command for. */
export const DEPLOYMENT_TARGETS = ['docker', 'compose', 'cloud-run', 'replit', 'local'] as const
export type TDeploymentTarget = (typeof DEPLOYMENT_TARGETS)[number]

export type TCodeSnippet = { target: TDeploymentTarget; filename: string | null; language: 'dockerfile' | 'yaml' | 'sh' | 'toml'; code: string }

/** Which target a question asks about, by the words people use; null when it names none. */
export function detectDeploymentTarget(question: string): TDeploymentTarget | null {
  const text = question.toLowerCase()
  if (/\bcompose\b|docker-compose/.test(text)) return 'compose'
  if (/docker|container|dockerfile/.test(text)) return 'docker'
  if (/cloud run|cloud-run|gcloud|google cloud|\bgcp\b/.test(text)) return 'cloud-run'
  if (/replit|\brepl\b/.test(text)) return 'replit'
  if (/\blocal(ly)?\b|my (own )?(computer|laptop|machine|pc|mac)|on my pc/.test(text)) return 'local'

  return null
}
