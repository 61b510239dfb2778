import { Hono, type Context } from 'hono'
import { createPurgeHandler } from '../../../runtime/content'
import { sameSecret } from '../../../runtime/content/sameSecret'
import type { SiteConfig } from '../config'
import { contentRuntime } from '../content'

/**
 * POST /api/cache/purge for Strapi's webhook (cms/src/setup/registerPurgeWebhook.js, header `x-purge-secret`):
 * runtime/content's purge handler over the shared content cache. Not mounted without PURGE_SECRET.
 */
export function cachePurgeRoute(config: Pick<SiteConfig, 'purgeSecret'>): Hono {
  const app = new Hono()
  if (!config.purgeSecret) return app
  const secret = config.purgeSecret
  let handler: ((request: Request) => Promise<Response>) | undefined
  // the content runtime is made on first use, not when the app is built
  app.post('/api/cache/purge', (c) => (handler ??= createPurgeHandler({ cache: contentRuntime().cache, secret }))(c.req.raw))
  return app
}

/** Whether a request is a purge with the right secret (Strapi's webhook), as the purge handler checks it. */
export function carriesPurgeSecret(c: Context, secret: string | undefined): boolean {
  return !!secret && c.req.method === 'POST' && c.req.path === '/api/cache/purge' && sameSecret(c.req.header('x-purge-secret') ?? '', secret)
}
