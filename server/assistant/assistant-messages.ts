/** Browser-safe wording shared by the assistants' pages and the server (spec §4, §8). */
export const DEPLOYMENT_GREETING =
  "Hi! I'm the deployment assistant. Tell me where you want to run an agent (Replit, Docker, Google Cloud Run or your own computer) or paste an error, and I'll give you the steps and the files."
export const PENDING_LABEL = 'Analyzing deployment requirements...'
export const COACHING_FAILURE = { title: 'Error', message: 'Failed to get coaching response. Please try again.' }
export const DEPLOYMENT_FAILURE = { title: 'Deployment Failed', message: 'Unable to start deployment. Please try again.' }
export const DEPLOYMENT_STARTED = { title: 'Deployment Started', fallback: 'Your agent deployment has been initiated.' }

/** Spec §8: when deployment help fails, an AI message listing the common scenarios. */
export const DEPLOYMENT_HELP_SCENARIOS = [
  'I could not reach the deployment assistant just now, but these guides cover the common scenarios:',
  '',
  '- **Replit**: import the repository, add keys in Secrets, publish. [Replit guide](/deployment/guides/replit)',
  '- **Docker**: a Dockerfile and a Compose file for the agent. [Docker guide](/deployment/guides/docker)',
  '- **Google Cloud Run**: one `gcloud run deploy` command from the source. [Cloud Run guide](/deployment/guides/cloud-run)',
  '- **CUDA and memory errors**: out-of-memory, missing GPU, killed containers. [CUDA guide](/deployment/guides/cuda-memory)',
  '- **Environment configuration**: API keys, `.env` files and secrets. [Environment guide](/deployment/guides/env-secrets)',
].join('\n')

export const DEPLOYMENT_QUICK_ACTIONS = [
  { label: 'Replit', message: 'How do I deploy this on Replit?' },
  { label: 'Docker', message: 'How do I run this with Docker?' },
  { label: 'Troubleshoot', message: 'My deployment fails: help me troubleshoot ports, environment variables and memory errors.' },
  { label: 'Full Guide', message: 'Give me the full deployment guide.' },
] as const
