import type { MiddlewareHandler } from 'hono'
import { apiError } from '../http/apiError'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function hostOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null
  try {
    return new URL(value).host
  } catch {
    return null
  }
}

/**
 * Refuses a state-changing request that another site made (SPEC §4 Session): its Origin, or its Referer when a
 * browser sent no Origin, must name this site's host. A request naming neither is refused too: browsers always
 * send one of them with a POST.
 */
export function checkOrigin(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const host = c.req.header('host') ?? new URL(c.req.url).host
    const from = hostOf(c.req.header('origin')) ?? (c.req.header('origin') === undefined ? hostOf(c.req.header('referer')) : null)
    if (from !== host) return c.json(apiError(403, 'ForbiddenError', 'Cross-site request refused: the request must come from this site'), 403)
    return next()
  }
}
