export * from './locales'
export * from './format'
