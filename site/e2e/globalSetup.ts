import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** Builds the production site once for the end-to-end suites (skip with STRATUM_SKIP_BUILD=1 when dist/ is fresh). */
export default function setup(): void {
  if (process.env.STRATUM_SKIP_BUILD === '1') return
  execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } })
}
