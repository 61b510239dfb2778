import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** Builds the production site once for the end-to-end suites (skip with STRATUM_SKIP_BUILD=1 when dist/ is fresh). */
export default function setup(): void {
  if (process.env.STRATUM_SKIP_BUILD === '1') return
  // Vike stands aside when it sees it runs under vitest: build with vitest's variables removed
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST'))
  execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, NODE_ENV: 'production' } })
}
