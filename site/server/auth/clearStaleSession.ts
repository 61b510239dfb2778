import type { MiddlewareHandler } from 'hono'
import { PRIVATE_CACHE_CONTROL } from '../http/pageCacheControl'
import { clearSession, hasStaleSession } from './sessionCookie'

/**
 * Clears session cookies that came without the signed-in marker: the browser asks about a session only when it sees
 * the marker, so such a cookie would otherwise sit there unchecked. The answer that clears them is never shared.
 */
export function clearStaleSession(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (!hasStaleSession(c)) return
    clearSession(c)
    c.header('Cache-Control', PRIVATE_CACHE_CONTROL)
  }
}
