export * from './catalogue.ts'
export * from './crawler.ts'
export * from './accounts.ts'
export * from './reviews.ts'
