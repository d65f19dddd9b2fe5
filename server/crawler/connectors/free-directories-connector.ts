import { CATALOGUE_SOURCES } from '../catalogue-sources.ts'
import { createDirectoryConnector } from './create-directory-connector.ts'

/** Awesome lists, structured JSON/YAML lists and skill libraries: every directory but the template galleries. */
export const freeDirectoriesConnector = createDirectoryConnector({
  key: 'directories',
  title: 'Free agent directories',
  kind: 'directory',
  description: 'Openly licensed awesome lists, structured agent lists and skill libraries on GitHub, read through their raw files; live runs also check agents’ websites.',
  sources: CATALOGUE_SOURCES.filter((source) => source.directory.kind !== 'template-gallery'),
  checksWebsites: true,
})
