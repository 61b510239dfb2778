import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadMix } from '../../../scripts/load/loadMix'
import type { CheckResult } from './Check'
import { runFaultSuite } from './faultSuite'
import { runHostileSuite } from './hostileSuite'
import { startReliabilityStack } from './startReliabilityStack'

/** Options of runReliability. */
export interface ReliabilityOptions {
  /** Hostile paths to try. Default 3 000. */
  paths?: number
  /** Take every n-th redirect payload. Default 1 (all). */
  redirectEvery?: number
  /** Run the register form in the browser. Default true. */
  forms?: boolean
  /** A running Strapi (seeded with content/) instead of starting one. */
  strapiUrl?: string | undefined
  log?: (line: string) => void
}

const root = fileURLToPath(new URL('../../../', import.meta.url))
/**
 * Shorter than the site's 5 s so the slow fault takes seconds, long enough that Strapi's deepest page read on a busy
 * 2-core machine is not taken for an outage.
 */
const STRAPI_TIMEOUT_MS = 3000

/**
 * Starts the real Strapi, the fault proxy and the production site, runs the fault suite (with load on the
 * cached pages all along) and the hostile-input suite, and stops it all.
 * Needs a production build in dist/.
 */
export async function runReliability(options: ReliabilityOptions = {}): Promise<CheckResult[]> {
  const { paths = 3000, redirectEvery = 1, forms = true, log = () => undefined } = options
  const contentDir = join(root, 'content')
  const mix = loadMix({ contentDir })
  log('reliability: starting Strapi, the fault proxy and the production site…')
  const stack = await startReliabilityStack({ faultProxy: true, strapiTimeoutMs: STRAPI_TIMEOUT_MS, strapiUrl: options.strapiUrl })
  try {
    const results = await runFaultSuite({ stack, mix, log })
    results.push(...(await runHostileSuite({ stack, mix, root, contentDir, paths, redirectEvery, forms, log })))
    return results
  } finally {
    await stack.stop()
  }
}
