import type { TDeploymentFacts, TDeploymentFactsInput } from '../shared/deployment-facts.schemas.ts'
import type { TCodeSnippet, TDeploymentTarget } from './deployment-targets.ts'

type Agent = Pick<TDeploymentFactsInput, 'name' | 'slug' | 'link'>

/** A Cloud Run service name: lower-case letters, digits and hyphens, at most 49 characters. */
function serviceName(slug: string): string {
  return (slug.replace(/[^a-z0-9-]/g, '-').replace(/^-+|-+$/g, '').slice(0, 49) || 'agent').replace(/-+$/, '')
}

function pythonDockerfile(agent: Agent, facts: TDeploymentFacts): string {
  const guess = facts.runtime === 'python' ? '' : `# The source does not say which language ${agent.name} uses: this assumes Python (requirements.txt).\n# For Node.js start FROM node:22-slim and run npm ci instead.\n`
  return `${guess}# Dockerfile for ${agent.name}${facts.repository ? ` (${facts.repository})` : ''}
FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
# Cloud Run and most hosts pass the port in PORT; listen on 0.0.0.0.
ENV PORT=8000
EXPOSE 8000
# Replace with the start command from the project's README.
CMD ["python", "app.py"]
`
}

function nodeDockerfile(agent: Agent, facts: TDeploymentFacts): string {
  return `# Dockerfile for ${agent.name}${facts.repository ? ` (${facts.repository})` : ''}
FROM node:22-slim
WORKDIR /app
COPY package*.json ./
RUN npm ci --omit=dev
COPY . .
ENV PORT=3000
EXPOSE 3000
CMD ["npm", "start"]
`
}

function repositoryDockerfile(agent: Agent, facts: TDeploymentFacts): string {
  return facts.runtime === 'node' ? nodeDockerfile(agent, facts) : pythonDockerfile(agent, facts)
}

function clone(facts: TDeploymentFacts): string {
  if (facts.kind === 'hf-space') return `git clone https://huggingface.co/spaces/${facts.repository}`
  return facts.repository ? `git clone https://github.com/${facts.repository}.git` : ''
}

function folder(facts: TDeploymentFacts): string {
  return facts.repository?.split('/').pop() ?? 'agent'
}

const N8N_COMPOSE = `services:
  n8n:
    image: docker.n8n.io/n8nio/n8n
    ports:
      - "5678:5678"
    environment:
      - GENERIC_TIMEZONE=UTC
    volumes:
      - n8n_data:/home/node/.n8n
    restart: unless-stopped
volumes:
  n8n_data:
`

const FLOWISE_COMPOSE = `services:
  flowise:
    image: flowiseai/flowise
    ports:
      - "3000:3000"
    volumes:
      - flowise_data:/root/.flowise
    restart: unless-stopped
volumes:
  flowise_data:
`

function snippetFor(agent: Agent, facts: TDeploymentFacts, target: TDeploymentTarget): TCodeSnippet | null {
  const name = serviceName(agent.slug)
  switch (facts.kind) {
    case 'n8n-template':
      if (target === 'compose') return { target, filename: 'compose.yaml', language: 'yaml', code: `# n8n to import "${agent.name}" into (docker compose up -d, then http://localhost:5678)\n${N8N_COMPOSE}` }
      if (target === 'cloud-run') return { target, filename: null, language: 'sh', code: `# n8n on Cloud Run; without a database workflows are lost when the instance restarts (see n8n's Cloud Run guide for Postgres)\ngcloud run deploy n8n \\\n  --image=docker.io/n8nio/n8n:latest \\\n  --port=5678 \\\n  --region=us-central1 \\\n  --memory=2Gi \\\n  --no-cpu-throttling \\\n  --allow-unauthenticated` }
      if (target === 'local') return { target, filename: null, language: 'sh', code: `# Start n8n with Node.js, then import the workflow from ${agent.link}\nnpx n8n` }
      if (target === 'replit') return null
      return { target, filename: null, language: 'sh', code: `# Run n8n, then import the workflow "${agent.name}" (${agent.link})\ndocker volume create n8n_data\ndocker run -it --rm --name n8n -p 5678:5678 -v n8n_data:/home/node/.n8n docker.n8n.io/n8nio/n8n` }
    case 'flowise-template':
      if (target === 'compose') return { target, filename: 'compose.yaml', language: 'yaml', code: `# Flowise to load the "${agent.name}" chatflow into (docker compose up -d, then http://localhost:3000)\n${FLOWISE_COMPOSE}` }
      if (target === 'cloud-run') return { target, filename: null, language: 'sh', code: `# Flowise on Cloud Run; its data lives in the container, so export your chatflows or add a database (DATABASE_TYPE=postgres)\ngcloud run deploy flowise \\\n  --image=docker.io/flowiseai/flowise:latest \\\n  --port=3000 \\\n  --region=us-central1 \\\n  --memory=2Gi \\\n  --allow-unauthenticated` }
      if (target === 'local') return { target, filename: null, language: 'sh', code: `# Flowise with Node.js 18+, then load the chatflow "${agent.name}" (${agent.link})\nnpm install -g flowise\nnpx flowise start` }
      if (target === 'replit') return { target, filename: '.replit', language: 'toml', code: `# A Node.js Repl that runs Flowise; load the "${agent.name}" chatflow into it\nmodules = ["nodejs-20"]\nrun = "npx flowise start"\n\n[env]\nPORT = "3000"\n\n[deployment]\nrun = ["sh", "-c", "npx flowise start"]\ndeploymentTarget = "cloudrun"\n\n[[ports]]\nlocalPort = 3000\nexternalPort = 80` }
      return { target, filename: null, language: 'sh', code: `# Run Flowise, then load the "${agent.name}" chatflow (Add New → Load Chatflow)\ndocker run -d --name flowise -p 3000:3000 -v ~/.flowise:/root/.flowise flowiseai/flowise` }
    case 'lobehub-agent':
      if (target === 'docker' || target === 'compose') return { target, filename: null, language: 'sh', code: `# Self-hosted LobeChat; then add "${agent.name}" from the agent market (${agent.link})\ndocker run -d -p 3210:3210 \\\n  -e OPENAI_API_KEY=sk-your-key \\\n  -e ACCESS_CODE=choose-a-password \\\n  --name lobe-chat lobehub/lobe-chat` }
      return null
    case 'hf-space': {
      const image = `registry.hf.space/${facts.repository!.toLowerCase().replace('/', '-')}:latest`
      if (target === 'docker') return { target, filename: null, language: 'sh', code: `# ${agent.name} from its Space's image (the Space menu "Run locally" shows the exact command)\ndocker run -it -p 7860:7860 --platform=linux/amd64 ${image} python app.py` }
      if (target === 'compose') return { target, filename: 'compose.yaml', language: 'yaml', code: `services:\n  ${name}:\n    image: ${image}\n    platform: linux/amd64\n    command: python app.py\n    ports:\n      - "7860:7860"\n    env_file: .env\n    restart: unless-stopped\n` }
      if (target === 'local') return { target, filename: null, language: 'sh', code: `${clone(facts)}\ncd ${folder(facts)}\npython3 -m venv .venv && source .venv/bin/activate\npip install -r requirements.txt\npython app.py   # Gradio answers on http://127.0.0.1:7860` }
      if (target === 'cloud-run') return { target, filename: null, language: 'sh', code: `${clone(facts)}\ncd ${folder(facts)}\n# Gradio must listen on 0.0.0.0:$PORT: demo.launch(server_name="0.0.0.0", server_port=int(os.environ.get("PORT", 7860)))\ngcloud run deploy ${name} \\\n  --source . \\\n  --region us-central1 \\\n  --memory 2Gi \\\n  --allow-unauthenticated` }
      return { target, filename: '.replit', language: 'toml', code: `modules = ["python-3.11"]\nrun = "python app.py"\n\n[deployment]\nrun = ["sh", "-c", "python app.py"]\ndeploymentTarget = "cloudrun"\n\n[[ports]]\nlocalPort = 7860\nexternalPort = 80` }
    }
    case 'hf-model':
    case 'repository': {
      if (target === 'docker') return { target, filename: 'Dockerfile', language: 'dockerfile', code: repositoryDockerfile(agent, facts) }
      const port = facts.runtime === 'node' ? 3000 : 8000
      if (target === 'compose') return { target, filename: 'compose.yaml', language: 'yaml', code: `# Next to the Dockerfile in the ${folder(facts)} folder\nservices:\n  ${name}:\n    build: .\n    ports:\n      - "${port}:${port}"\n    env_file: .env\n    restart: unless-stopped\n` }
      const cloneStep = facts.kind === 'repository' ? `${clone(facts)}\ncd ${folder(facts)}\n` : ''
      if (target === 'cloud-run') return { target, filename: null, language: 'sh', code: `${cloneStep}gcloud run deploy ${name} \\\n  --source . \\\n  --region us-central1 \\\n  --allow-unauthenticated \\\n  --memory 1Gi \\\n  --set-secrets OPENAI_API_KEY=openai-api-key:latest` }
      if (target === 'replit') {
        const runtime = facts.runtime === 'node' ? { module: 'nodejs-20', run: 'npm start', port: 3000 } : { module: 'python-3.11', run: 'python app.py', port: 8080 }
        return { target, filename: '.replit', language: 'toml', code: `# .replit for ${agent.name}: replace the run command with the one in its README\nmodules = ["${runtime.module}"]\nrun = "${runtime.run}"\n\n[deployment]\nrun = ["sh", "-c", "${runtime.run}"]\ndeploymentTarget = "cloudrun"\n\n[[ports]]\nlocalPort = ${runtime.port}\nexternalPort = 80` }
      }
      if (facts.kind === 'hf-model') return { target, filename: null, language: 'sh', code: `python3 -m venv .venv && source .venv/bin/activate\npip install transformers torch\npython -c "from transformers import pipeline; print(pipeline(model='${facts.repository}'))"` }
      const install = facts.runtime === 'node' ? 'npm install\nnpm start' : 'python3 -m venv .venv && source .venv/bin/activate\npip install -r requirements.txt\npython app.py   # or the start command in the README'
      return { target, filename: null, language: 'sh', code: `${cloneStep}cp .env.example .env   # if the project has one; add your API keys\n${install}` }
    }
    default:
      return null
  }
}

/** The file or command that deploys this agent on that target, or null when the target does not fit it. */
export function composeDeploymentSnippet(agent: Agent, facts: TDeploymentFacts, target: TDeploymentTarget): TCodeSnippet | null {
  if (facts.selfDeployable !== 'yes') return null

  return snippetFor(agent, facts, target)
}
