import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { requestTarget } from './requestTarget'

/** Options of requestLimits. */
export interface RequestLimitsOptions {
  /** Longest request target (path and query) accepted, in bytes; longer is 414. Default 8192. */
  maxUrlLength?: number
  /** Largest request body accepted, in bytes; larger is 413, before the body is read past it. Default 100 KB. */
  maxBodyBytes?: number
}

/** Node's http parser answers 431 for request headers over this many bytes (serve.ts passes it as maxHeaderSize). */
export const MAX_HEADER_BYTES = 16 * 1024

/**
 * Refuses oversized requests early: a request target over the limit with 414, a body over the limit
 * with 413 (by Content-Length before reading, or while reading a chunked body). Oversized headers never get here:
 * node refuses them with 431. The site's forms post small JSON; uploads go to Strapi, never through the site.
 */
export function requestLimits(options: RequestLimitsOptions = {}): MiddlewareHandler {
  const { maxUrlLength = 8192, maxBodyBytes = 100 * 1024 } = options
  // the rest of the body is never read, so the connection cannot carry another request: saying so keeps a client's
  // keep-alive pool from sending its next request down a socket the server is about to close
  const tooLarge = (c: Context) => c.text('Payload Too Large', 413, { Connection: 'close' })
  const limitBody = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge })
  return async (c, next) => {
    if (requestTarget(c.req.url).length > maxUrlLength) return c.text('URI Too Long', 414)
    // a page view has no body: asking for it would build a full web Request around node's on every view, so a GET
    // or HEAD is judged by what it declares (RFC 9112 §6.3), and read only when it is chunked
    const method = c.req.method
    if ((method === 'GET' || method === 'HEAD') && c.req.header('Transfer-Encoding') === undefined) {
      return Number(c.req.header('Content-Length') ?? 0) > maxBodyBytes ? tooLarge(c) : next()
    }
    return limitBody(c, next)
  }
}
