import { defineConfig } from 'vitest/config'

const RELIABILITY = 'site/e2e/reliability/reliability.test.ts'

const shared = {
  exclude: ['**/node_modules/**', 'cms/**', 'dist/**'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 240_000,
}

export default defineConfig({
  test: {
    // e2e suites start servers and chromium: keep the two cores from thrashing
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['{runtime,sections,codegen,site,scripts,bench}/**/*.test.{ts,tsx}'],
          exclude: [...shared.exclude, '**/*.e2e.test.{ts,tsx}', 'site/e2e/**'],
        },
      },
      {
        test: {
          ...shared,
          // the Strapi suites of seed, reads, parity with the files source, auth and i18n, again on PostgreSQL
          name: 'strapi-postgres',
          include: ['runtime/testing/startStrapi.test.ts', 'runtime/testing/strapiSecurity.test.ts', 'runtime/testing/strapiI18n.test.ts'],
          globalSetup: ['runtime/testing/postgresGlobalSetup.ts'],
          setupFiles: ['runtime/testing/postgresSetup.ts'],
          hookTimeout: 420_000,
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['{runtime,sections,site}/**/*.e2e.test.{ts,tsx}', 'site/e2e/**/*.test.{ts,tsx}'],
          exclude: [...shared.exclude, RELIABILITY],
          // builds the site once before the end-to-end suites that run against the production build
          globalSetup: ['site/e2e/globalSetup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          ...shared,
          // its steady load must measure the site, not a neighbour's chromium or Strapi seed on the same two cores:
          // it runs after every other project, alone
          name: 'reliability',
          include: [RELIABILITY],
          globalSetup: ['site/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
