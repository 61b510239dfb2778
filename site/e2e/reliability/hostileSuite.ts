import type { LoadMix } from '../../../scripts/load/loadMix'
import { authEndpointsCheck, authIsMounted } from './authEndpointsCheck'
import type { CheckResult } from './Check'
import { formsCheck } from './formsCheck'
import { hostilePathsCheck } from './hostilePathsCheck'
import { plantCanaries } from './plantCanaries'
import { redirectCheck } from './redirectCheck'
import { requestLimitsCheck } from './requestLimitsCheck'
import type { ReliabilityStack } from './startReliabilityStack'

/** Options of runHostileSuite. */
export interface HostileSuiteOptions {
  stack: ReliabilityStack
  mix: LoadMix
  /** The repo root: where a canary is planted (and beside dist/client). */
  root: string
  /** The content pack Strapi was seeded with. */
  contentDir: string
  /** How many hostile paths. Default 3 000. */
  paths?: number
  /** Take every n-th redirect payload. Default 1 (all). */
  redirectEvery?: number
  /** Run the register form in the browser. Default true. */
  forms?: boolean
  log?: (line: string) => void
}

/** Hostile input: paths, redirect parameters, sizes, the auth endpoints and preview, forms. */
export async function runHostileSuite({ stack, mix, root, contentDir, paths = 3000, redirectEvery = 1, forms = true, log = () => undefined }: HostileSuiteOptions): Promise<CheckResult[]> {
  const siteUrl = stack.siteUrl
  const authMounted = await authIsMounted(siteUrl)
  const pages = new Set([...Object.values(mix.byKind).flat().filter((t) => t.expect === 200).map((t) => t.path), ...mix.reserved.map((slug) => `/blog/${slug}`)])
  const canaries = plantCanaries(root)
  const results: CheckResult[] = []
  try {
    log(`hostile input: ${paths} paths`)
    results.push(...(await hostilePathsCheck({ siteUrl, count: paths, canaries, pages, logs: stack.logs })))
  } finally {
    canaries.remove()
  }
  log('hostile input: redirect parameters')
  results.push(...(await redirectCheck({ siteUrl, strapiUrl: stack.proxy?.url ?? stack.strapiUrl, previewSecret: stack.previewSecret, every: redirectEvery, authMounted })))
  log('hostile input: oversized requests')
  results.push(...(await requestLimitsCheck({ siteUrl, authMounted })))
  log('hostile input: auth endpoints and preview')
  results.push(...(await authEndpointsCheck({ siteUrl, strapiUrl: stack.strapiUrl, proxySecret: stack.proxySecret, previewSecret: stack.previewSecret, logs: stack.logs, authMounted })))
  if (forms) {
    log('hostile input: forms')
    results.push(...(await formsCheck({ siteUrl, strapiUrl: stack.strapiUrl, contentDir, authMounted })))
  }
  return results
}
