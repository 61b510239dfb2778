import { Hono, type Context } from 'hono'
import { createPurgeHandler } from '../../../runtime/content'
import { sameSecret } from '../../../runtime/content/sameSecret'
import type { SiteConfig } from '../config'
import { contentRuntime } from '../content'
import { broadcastPurges } from '../instances/purgeBroadcast'
import type { RedisLink } from '../instances/redisLink'

/** Purges this instance's content cache (and with it the pages rendered from it): the model's entries, or all. */
function purgeHere(model: string | null): void {
  const { cache } = contentRuntime()
  if (model) cache.purge({ model })
  else cache.purge()
}

/**
 * POST /api/cache/purge for Strapi's webhook (cms/src/setup/registerPurgeWebhook.js, header `x-purge-secret`):
 * runtime/content's purge handler over the shared content cache. With Redis (REDIS_URL), the instance that receives
 * the webhook passes the purge on to every other (instances/purgeBroadcast.ts). Not mounted without PURGE_SECRET.
 */
export function cachePurgeRoute(config: Pick<SiteConfig, 'purgeSecret'>, redis?: RedisLink): Hono {
  const app = new Hono()
  if (!config.purgeSecret) return app
  const secret = config.purgeSecret
  const broadcast = redis ? broadcastPurges(redis, purgeHere) : undefined
  let handler: ((request: Request) => Promise<Response>) | undefined
  // the content runtime is made on first use, not when the app is built
  const handle = () => (handler ??= createPurgeHandler({ cache: contentRuntime().cache, secret, ...(broadcast ? { onPurge: broadcast.publish } : {}) }))
  app.post('/api/cache/purge', (c) => handle()(c.req.raw))
  return app
}

/** Whether a request is a purge with the right secret (Strapi's webhook), as the purge handler checks it. */
export function carriesPurgeSecret(c: Context, secret: string | undefined): boolean {
  return !!secret && c.req.method === 'POST' && c.req.path === '/api/cache/purge' && sameSecret(c.req.header('x-purge-secret') ?? '', secret)
}
