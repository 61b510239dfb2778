import type { TestProject } from 'vitest/node'
import { startPostgres } from './startPostgres'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

/** The strapi-postgres project's server: one PostgreSQL for the run, a database per Strapi (startStrapi), stopped after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startPostgres()
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}
