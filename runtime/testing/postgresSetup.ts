import { inject } from 'vitest'
import { TEST_POSTGRES_URL } from './startStrapi'

// every startStrapi of the strapi-postgres project boots on the run's PostgreSQL (postgresGlobalSetup.ts)
process.env[TEST_POSTGRES_URL] = inject('postgresUrl')
