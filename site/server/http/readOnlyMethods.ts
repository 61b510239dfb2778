import type { MiddlewareHandler } from 'hono'

/** What pages and files take: they are only read. */
export const READ_METHODS = 'GET, HEAD, OPTIONS'

/**
 * Pages and files are only read: a request with another method (a form posted to a page, a scanner's PUT or
 * DELETE) gets 405 with `Allow` (RFC 9110 §15.5.6), not a 404 that says the page is not there; OPTIONS gets 204 with
 * the same `Allow`. Mounted after apiFallback, which answers every API request no API route took.
 */
export function readOnlyMethods(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method
    if (method === 'GET' || method === 'HEAD') return next()
    if (method === 'OPTIONS') return c.body(null, 204, { Allow: READ_METHODS })
    return c.text('Method Not Allowed', 405, { Allow: READ_METHODS })
  }
}
