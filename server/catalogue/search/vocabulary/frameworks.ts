import type { TVocabulary } from './vocabulary-types.ts'

/** Agent frameworks and platforms people search for by name. */
export const FRAMEWORKS: TVocabulary = {
  synonyms: {
    'multi agent': ['multi-agent'],
    autogen: ['ag2'],
    'group chat': ['groupchat', 'multi-agent', 'team', 'conversation'],
  },
  misspellings: {
    flowize: 'flowise',
    langchian: 'langchain',
    crewia: 'crewai',
  },
}
