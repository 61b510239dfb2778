import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Builds the production site once for the end-to-end suites (skip with STRATUM_SKIP_BUILD=1 when dist/ is fresh), and
 * Strapi's admin panel when cms/build/ has none yet: adminPreview.test.ts drives the real admin.
 */
export default function setup(): void {
  const { STRAPI_DISABLE_ADMIN: _off, ...withAdmin } = process.env
  execFileSync(process.execPath, ['cms/scripts/ensure-env.js'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  execFileSync(process.execPath, ['cms/scripts/build-if-missing.js'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...withAdmin, NODE_ENV: 'production' } })
  if (process.env.STRATUM_SKIP_BUILD === '1') return
  // Vike stands aside when it sees it runs under vitest: build with vitest's variables removed
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST'))
  execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, NODE_ENV: 'production' } })
  // the next project of this run that sets up with this file (reliability) finds dist/ fresh
  process.env.STRATUM_SKIP_BUILD = '1'
}
