import type { Context, MiddlewareHandler } from 'hono'
import { clientAddress } from './clientAddress'
import { logLine } from './logLine'

/** Options of rateLimit. */
export interface RateLimitOptions {
  /** Requests a client may make at once before it must wait. Default 20. */
  burst?: number
  /** Requests a client earns back per minute, one at a time. Default 20 (one every 3 s). */
  perMinute?: number
  /** Most clients remembered; past it the one seen longest ago is forgotten (memory stays bounded). Default 10 000. */
  maxClients?: number
  /**
   * Who the client is. Default: the connection's remote address; behind a proxy, `clientAddress` with the proxies
   * trusted (TRUST_PROXY).
   */
  clientOf?: (c: Context) => string | undefined
  /** Requests that are neither counted nor refused. */
  skip?: (c: Context) => boolean
  /** The clock, for tests. */
  now?: () => number
}

interface Bucket {
  tokens: number
  at: number
  /** Refused since it last had a token: logged once per episode, not once per request. */
  limited: boolean
}

/**
 * A per-client token bucket in memory (issue 10 Hostile input): each client may make `burst` requests at once and
 * earns `perMinute` back; past that it gets 429 with Retry-After, in Strapi's error shape so the browser's auth code
 * reads it like any other failure, and one log line per episode. Per instance: behind a load balancer each instance
 * limits on its own, which still bounds guessing to a small multiple.
 */
export function rateLimit(options: RateLimitOptions = {}): MiddlewareHandler {
  const { burst = 20, perMinute = 20, maxClients = 10_000, clientOf = clientAddress, skip, now = Date.now } = options
  const buckets = new Map<string, Bucket>()

  return async (c, next) => {
    if (skip?.(c)) return next()
    const client = clientOf(c) ?? 'unknown'
    const at = now()
    const previous = buckets.get(client)
    const tokens = previous ? Math.min(burst, previous.tokens + ((at - previous.at) / 60_000) * perMinute) : burst
    // Map order is the eviction order: the client just seen goes last
    buckets.delete(client)

    if (tokens < 1) {
      buckets.set(client, { tokens, at, limited: true })
      if (!previous?.limited) logLine({ level: 'warn', msg: 'rate limited', client, method: c.req.method, path: c.req.path })
      const retryAfter = Math.max(1, Math.ceil(((1 - tokens) * 60) / perMinute))
      c.header('Retry-After', String(retryAfter))
      c.header('Cache-Control', 'private, no-store')
      return c.json({ data: null, error: { status: 429, name: 'RateLimitError', message: 'Too many requests, please try again later.', details: {} } }, 429)
    }

    buckets.set(client, { tokens: tokens - 1, at, limited: false })
    if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value as string)
    return next()
  }
}
