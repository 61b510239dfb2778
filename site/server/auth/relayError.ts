import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isContentServiceError } from '../../../runtime/content'
import { isRecord } from '../../../runtime/content/isRecord'
import { apiError } from '../http/apiError'
import type { RefusalWords } from './strapiRefusals'

/** What relayError says where Strapi's words do not reach the visitor, in the visitor's language. */
export interface RelayWords {
  /** Strapi refused with a message the site has no words for. */
  failed: string
  /** Strapi could not be reached. */
  unreachable: string
}

/**
 * The content service's failure as this server's answer, in the visitor's words: Strapi's status and error name pass
 * through, its message does not. A refusal the site knows is placed at its field (`details.errors[].path`) with its
 * `details.reason`; any other says `failed`. An outage is a 502 that says `unreachable`. Nothing else leaks.
 */
export function relayError(c: Context, error: unknown, refusals: RefusalWords, words: RelayWords): Response {
  if (isContentServiceError(error) && error.reason === 'http' && error.status >= 400 && error.status < 600) {
    const strapi = isRecord(error.body) && isRecord(error.body.error) ? error.body.error : {}
    const name = typeof strapi.name === 'string' ? strapi.name : 'ApplicationError'
    const known = typeof strapi.message === 'string' ? refusals(strapi.message) : undefined
    const message = known?.message ?? words.failed
    const errors = [{ path: known && known.field !== 'form' ? [known.field] : [], message, name }]
    const body = apiError(error.status, name, message)
    return c.json({ ...body, error: { ...body.error, details: { ...(known ? { reason: known.reason } : {}), errors } } }, error.status as ContentfulStatusCode)
  }
  console.error(JSON.stringify({ level: 'error', msg: 'auth request failed', path: c.req.path, error: error instanceof Error ? error.message : String(error) }))
  return c.json(apiError(502, 'UnknownError', words.unreachable), 502)
}
