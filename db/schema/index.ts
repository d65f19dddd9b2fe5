export * from './catalogue.ts'
export * from './crawler.ts'
