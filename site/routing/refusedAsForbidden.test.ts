import { describe, expect, it, vi } from 'vitest'
import { ContentServiceError } from '../../runtime/content'
import { pageErrorOf, type ErrorPageContext } from '../../runtime/routing/pageErrorOf'
import { errorCopy } from '../components/errorCopy'
import { messagesFor } from '../i18n/messages'
import { refusedAsForbidden } from './refusedAsForbidden'

const URL = 'http://strapi.test/api/pages?filters[slug][$eq]=about'

/** What the content client throws for Strapi's answer of `status` (its v5 error body). */
function answered(status: number, name: string): ContentServiceError {
  const body = { data: null, error: { status, name, message: name, details: {} } }
  return new ContentServiceError(`GET ${URL} answered ${status}`, { status, body, reason: 'http', url: URL })
}

/** What a data hook's `.catch(refusedAsForbidden)` throws for `error`. */
function thrownFor(error: unknown): unknown {
  try {
    refusedAsForbidden(error)
  } catch (thrown) {
    return thrown
  }
  throw new Error('refusedAsForbidden returned')
}

describe('refusedAsForbidden', () => {
  it("shows SPEC §2's 403 page, status 403, when the content service refuses the site a read (403, or 401)", () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    for (const refusal of [answered(403, 'ForbiddenError'), answered(401, 'UnauthorizedError')]) {
      const thrown = thrownFor(refusal) as { _pageContextAbort: ErrorPageContext }
      expect(thrown).toMatchObject({ _pageContextAbort: { abortStatusCode: 403 } })
      const copy = errorCopy(pageErrorOf(thrown._pageContextAbort)!.statusCode, messagesFor('en-GB').errorPage)
      expect(copy).toEqual({ code: '403', heading: 'Forbidden page', text: "Hmm, awkward. You're not allowed to visit the requested page or perform the requested action." })
    }
    // the visitor is told nothing more; the log says which read to give the site permission for
    const lines = stderr.mock.calls.map(([chunk]) => JSON.parse(String(chunk)) as Record<string, unknown>)
    expect(lines).toEqual([expect.objectContaining({ level: 'error', status: 403, url: URL }), expect.objectContaining({ level: 'error', status: 401, url: URL })])
    stderr.mockRestore()
  })

  it('throws every other failure on as it is: an outage stays the 500 page, a missing entry its 404', () => {
    const down = new ContentServiceError(`GET ${URL} failed`, { status: 500, body: null, reason: 'network', url: URL })
    for (const error of [answered(500, 'InternalServerError'), answered(404, 'NotFoundError'), answered(400, 'ValidationError'), down, new TypeError('a bug of ours')]) {
      expect(thrownFor(error)).toBe(error)
    }
  })
})
