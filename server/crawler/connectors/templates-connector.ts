import { CATALOGUE_SOURCES } from '../catalogue-sources.ts'
import { createDirectoryConnector } from './create-directory-connector.ts'

/** Flowise marketplace templates, n8n workflow collections and the LobeHub agent index. */
export const templatesConnector = createDirectoryConnector({
  key: 'templates',
  title: 'Agent template projects',
  kind: 'template-project',
  description: 'Ready-made agents from template projects: Flowise marketplace templates, n8n workflow collections and the LobeHub agent index.',
  sources: CATALOGUE_SOURCES.filter((source) => source.directory.kind === 'template-gallery'),
})
