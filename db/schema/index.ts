export * from './catalogue.ts'
