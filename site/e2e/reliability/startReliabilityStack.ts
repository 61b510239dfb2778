import { randomBytes } from 'node:crypto'
import { startStrapi, type RunningStrapi } from '../../../runtime/testing/startStrapi'
import { startSite, type TestSite } from '../startSite'
import { startFaultProxy, type FaultProxy } from './faultProxy'

/** Options of startReliabilityStack. */
export interface ReliabilityStackOptions {
  /** Put the fault proxy between the site and Strapi (the fault suite); without it the site talks to Strapi. */
  faultProxy?: boolean
  /** The site's content timeout (STRAPI_TIMEOUT), in ms. Default the site's own (5000). */
  strapiTimeoutMs?: number
  /** How long `slow` holds a request: past the timeout. Default twice the timeout. */
  slowMs?: number
  /** More environment for the site. */
  siteEnv?: Record<string, string>
  /** An already running Strapi to use instead of starting one (STRAPI_URL). */
  strapiUrl?: string | undefined
}

/** Strapi, the fault proxy and the production site, started on free ports of 127.0.0.1. */
export interface ReliabilityStack {
  siteUrl: string
  /** The site's process id, for /proc. */
  sitePid: number | undefined
  /** Every line the site printed. */
  logs: string[]
  strapiUrl: string
  proxy: FaultProxy | undefined
  strapiTimeoutMs: number
  previewSecret: string
  purgeSecret: string
  /** The PROXY_SECRET of the Strapi it started (with which Strapi takes a registration); none for one at `strapiUrl`. */
  proxySecret: string | undefined
  /** Stops the site, the proxy and Strapi (if it started it). */
  stop(): Promise<void>
}

/**
 * Starts what the load and reliability suites run against: the real Strapi from cms/ seeded with the content pack
 * (or the one at `strapiUrl`), optionally the fault proxy in front of it, and the production site from dist/ with
 * CONTENT_SOURCE=strapi, preview and the purge webhook on. Whatever started is stopped if a later part fails.
 */
export async function startReliabilityStack(options: ReliabilityStackOptions = {}): Promise<ReliabilityStack> {
  const strapiTimeoutMs = options.strapiTimeoutMs ?? 5000
  const previewSecret = randomBytes(12).toString('base64url')
  const purgeSecret = randomBytes(12).toString('base64url')
  let strapi: RunningStrapi | undefined
  let proxy: FaultProxy | undefined
  let site: TestSite | undefined
  const stop = async () => {
    await site?.stop()
    await proxy?.close()
    await strapi?.stop()
  }
  try {
    // the site's preview reads drafts, which Strapi serves to the preview's secret alone
    if (!options.strapiUrl) strapi = await startStrapi({ env: { PREVIEW_SECRET: previewSecret } })
    const strapiUrl = options.strapiUrl ?? strapi!.url
    if (options.faultProxy) proxy = await startFaultProxy({ target: strapiUrl, slowMs: options.slowMs ?? strapiTimeoutMs * 2 })
    site = await startSite({
      CONTENT_SOURCE: 'strapi',
      STRAPI_URL: proxy?.url ?? strapiUrl,
      STRAPI_TIMEOUT: String(strapiTimeoutMs),
      PREVIEW_SECRET: previewSecret,
      PURGE_SECRET: purgeSecret,
      ...(strapi ? { PROXY_SECRET: strapi.proxySecret } : {}),
      ...options.siteEnv,
    })
    return { siteUrl: site.url, sitePid: site.pid, logs: site.logs, strapiUrl, proxy, strapiTimeoutMs, previewSecret, purgeSecret, proxySecret: strapi?.proxySecret, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
