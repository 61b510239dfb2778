import { render } from 'vike/abort'
import { isContentServiceError } from '../../runtime/content'
import { logLine } from '../server/http/logLine'

/**
 * For a data hook's `.catch()`: the content service refusing the site a read (403, or 401: the site lacks a
 * permission, e.g. Strapi's Public role lost `find` on a collection) is SPEC §2's 403 page with status 403, not an
 * outage's 500. Every other error is thrown on as it is.
 */
export function refusedAsForbidden(error: unknown): never {
  if (isContentServiceError(error, 403) || isContentServiceError(error, 401)) {
    // the page says only that it is forbidden: the log names the read to grant
    logLine({ level: 'error', msg: 'content: the content service refused a read; the site lacks a permission', status: error.status, method: error.method, url: error.url })
    throw render(403, 'Forbidden')
  }
  throw error
}
