import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendJson, startTestServer, type TestServer } from '../../runtime/testing/startTestServer'
import { startSite, type TestSite } from './startSite'

// SPEC §2's 403 page for content the content service will not hand over, against the production build. The real
// Strapi sets its Public permissions as it boots: a stand-in answers every read as Strapi 5 does once the Public
// role has lost its `find` (403 ForbiddenError, the body the real one sends).
const FORBIDDEN = { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} } }

describe('a page whose content read the content service refuses', () => {
  let strapi: TestServer
  let site: TestSite

  beforeAll(async () => {
    strapi = await startTestServer()
    strapi.handle((_request, response) => sendJson(response, 403, FORBIDDEN))
    site = await startSite({ CONTENT_SOURCE: 'strapi', STRAPI_URL: strapi.url, STRAPI_TIMEOUT: '2000' }, { healthPath: '/livez' })
  }, 60_000)

  afterAll(async () => {
    await site?.stop()
    await strapi?.close()
  })

  it.each(['/about', '/blog', '/blog/deploying-with-git'])('answers %s with 403 and the 403 page, not the 500 one', async (path) => {
    const response = await fetch(`${site.url}${path}`)
    expect(response.status).toBe(403)
    const html = (await response.text()).replace(/&#x27;/g, "'")
    expect(html).toContain('<p class="error-code">403</p>')
    expect(html).toContain('Forbidden page')
    expect(html).toContain("Hmm, awkward. You're not allowed to visit the requested page or perform the requested action.")
    // the heading, not the words: the page data carries the shell's words, the 500 page's among them
    expect(html).not.toContain('<h1 id="error-heading">Internal Server Error</h1>')
    expect(strapi.requests.some((request) => request.url.startsWith('/api/'))).toBe(true)
  })
})
