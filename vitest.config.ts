import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{runtime,sections,codegen,site,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'cms/**', 'dist/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 240_000,
    // e2e suites start servers and chromium: keep the two cores from thrashing
    maxWorkers: 2,
  },
})
