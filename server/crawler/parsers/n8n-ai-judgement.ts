/**
 * Whether an n8n workflow is an AI workflow, judged by what it runs: a language-model, agent,
 * chain, classifier or extractor node, an embeddings or vector-store node, a machine-learning
 * service node (Perspective, Comprehend, Textract…), or an HTTP Request node calling a model API
 * (a provider's host, a local Ollama on :11434, an OpenAI-compatible /v1/chat/completions). One keyword in a title is not the test ("VoiceAgent Lite -
 * Phone Call Logger" only logs calls); a workflow without its file is judged by its words.
 */
export type N8nAiEvidence = {
  isAi: boolean
  /** Node types (or index integration names) that made the judgement. */
  aiNodes: string[]
  usesAgentNode: boolean
}

/** Node types from the workflow file: `@n8n/n8n-nodes-langchain.lmChatOpenAi`, `n8n-nodes-base.openAi`. */
const AI_NODE_TYPE = /(?:n8n-nodes-langchain\.(?:agent|openAiAssistant|chain\w+|informationExtractor|textClassifier|sentimentAnalysis|lmChat\w+|lm\w+|openAi|embeddings\w+|vectorStore\w+|toolVectorStore|retrieverVectorStore))$|n8n-nodes-base\.(?:openAi|mistralAi|perplexity|anthropic|googleGemini|googlePerspective|humanticAi|awsComprehend|awsRekognition|awsTextract|googleCloudNaturalLanguage|mindee)$|n8n-nodes-cradlai\.cradlAi$|n8n-nodes-(?:deepseek|mistral|anthropic|perplexity|openrouter|groq)/i
/** Integration names in Zie619's generated index: the node type without its package, capitalised. */
const AI_INTEGRATION = /^(?:agent|openai|anthropic|chain\w+|informationextractor|textclassifier|sentimentanalysis|lmchat\w+|lm\w+|embeddings\w+|vectorstore\w+|toolvectorstore|retrievervectorstore|mistralai|perplexity)$/i
const MODEL_API_HOST = /\b(?:api\.openai\.com|api\.anthropic\.com|generativelanguage\.googleapis\.com|api\.mistral\.ai|openrouter\.ai|api\.groq\.com|api\.deepseek\.com|api\.perplexity\.ai|api-inference\.huggingface\.co|api\.tunova\.ai|[\w.-]*neurochain\.io)\b|:11434\b|\/v1\/chat\/completions\b|\/api\/(?:generate|chat)\b/i

type WorkflowNode = { type?: unknown; parameters?: unknown }

/** Judges a workflow export (`{ nodes: [...] }`) by its nodes. */
export function judgeWorkflowNodes(workflow: unknown): N8nAiEvidence & { nodeCount: number } {
  const nodes: WorkflowNode[] = Array.isArray((workflow as { nodes?: unknown })?.nodes) ? ((workflow as { nodes: WorkflowNode[] }).nodes) : []
  const aiNodes = new Set<string>()
  for (const node of nodes) {
    const type = typeof node.type === 'string' ? node.type : ''
    if (AI_NODE_TYPE.test(type)) aiNodes.add(type.replace(/^.*\./, ''))
    else if (/httpRequest$/i.test(type) && MODEL_API_HOST.test(JSON.stringify(node.parameters ?? {}))) aiNodes.add('httpRequest (model API)')
  }

  return {
    isAi: aiNodes.size > 0,
    aiNodes: [...aiNodes],
    usesAgentNode: [...aiNodes].some((type) => /^(agent|openAiAssistant)$/i.test(type)),
    nodeCount: nodes.length,
  }
}

/** Judges an index record by its integration names (which the index derived from the nodes). */
export function judgeIndexedIntegrations(integrations: readonly string[]): N8nAiEvidence {
  const aiNodes = integrations.filter((integration) => AI_INTEGRATION.test(integration))

  return { isAi: aiNodes.length > 0, aiNodes, usesAgentNode: aiNodes.includes('Agent') }
}
