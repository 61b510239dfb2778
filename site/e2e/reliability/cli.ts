// `npm run test:reliability`: the fault and hostile-input suites against the real Strapi and the production
// site; prints what was tried, how many cases, how many held, and exits 1 when anything did not hold.
//
//   RELIABILITY_PATHS (3000)  RELIABILITY_REDIRECT_EVERY (1: every payload)  STRAPI_URL: a running Strapi seeded with content/
import { fileURLToPath } from 'node:url'
import { buildIfNeeded } from '../../../scripts/buildIfNeeded'
import { allHeld } from './Check'
import { formatTable } from './formatTable'
import { runReliability } from './runReliability'

const root = fileURLToPath(new URL('../../../', import.meta.url))

function count(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`)
  return value
}

try {
  buildIfNeeded(root)
  const started = Date.now()
  const results = await runReliability({
    paths: count('RELIABILITY_PATHS', 3000),
    redirectEvery: count('RELIABILITY_REDIRECT_EVERY', 1),
    strapiUrl: process.env.STRAPI_URL,
    log: (line) => console.log(line),
  })
  console.log(`\n${formatTable(results)}\n`)
  const held = allHeld(results)
  console.log(`${new Date().toISOString()}, ${Math.round((Date.now() - started) / 1000)} s: ${held ? 'every check held' : 'SOME CHECKS DID NOT HOLD'}`)
  process.exit(held ? 0 : 1)
} catch (error) {
  console.error(`test:reliability failed: ${error instanceof Error ? error.stack : String(error)}`)
  process.exit(1)
}
