import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isContentServiceError } from '../../../runtime/content'
import { apiError } from '../http/apiError'

/**
 * The content service's failure as this server's answer: Strapi's error body and status pass through unchanged
 * (the form shows Strapi's message); an outage is a 502 with a synthesised body. Nothing else leaks.
 */
export function relayError(c: Context, error: unknown): Response {
  if (isContentServiceError(error) && error.reason === 'http' && error.status >= 400 && error.status < 600) {
    return c.json(error.body as object, error.status as ContentfulStatusCode)
  }
  console.error(JSON.stringify({ level: 'error', msg: 'auth request failed', path: c.req.path, error: error instanceof Error ? error.message : String(error) }))
  return c.json(apiError(502, 'UnknownError', 'The account service is unavailable, please try again shortly'), 502)
}
