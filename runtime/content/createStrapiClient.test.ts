import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendJson, startTestServer, type TestServer } from '../testing/startTestServer'
import { ContentServiceError } from './ContentServiceError'
import { createStrapiClient, type StrapiClientOptions } from './createStrapiClient'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  server.handle((_request, response) => sendJson(response, 200, { data: [], meta: {} }))
})

const client = (options: Partial<StrapiClientOptions> = {}) => createStrapiClient({ url: server.url, ...options })
const last = () => server.requests.at(-1)!

async function rejection(promise: Promise<unknown>): Promise<ContentServiceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ContentServiceError)
  return error as ContentServiceError
}

describe('base address', () => {
  it('adds the /api prefix for v5 by default', async () => {
    await client().find('pages')
    expect(last().url).toBe('/api/pages')
    expect(client().baseUrl).toBe(`${server.url}/api`)
  })

  it('adds the prefix for v4', () => {
    expect(client({ version: 'v4' }).baseUrl).toBe(`${server.url}/api`)
  })

  it('has no prefix for v3', async () => {
    await client({ version: 'v3' }).find('pages')
    expect(last().url).toBe('/pages')
  })

  it('takes a custom prefix and tolerates trailing slashes', async () => {
    await createStrapiClient({ url: `${server.url}/`, prefix: '/content/' }).find('pages')
    expect(last().url).toBe('/content/pages')
  })

  it('points social login at {base}/connect/{provider}', () => {
    expect(client().getProviderAuthenticationUrl('github')).toBe(`${server.url}/api/connect/github`)
    expect(client({ version: 'v3' }).getProviderAuthenticationUrl('google')).toBe(`${server.url}/connect/google`)
  })
})

describe('endpoints', () => {
  const calls: Array<[string, (c: ReturnType<typeof client>) => Promise<unknown>, string, string, unknown]> = [
    ['fetchUser', (c) => c.fetchUser({ populate: ['role'] }), 'GET', '/api/users/me?populate[0]=role', undefined],
    ['login', (c) => c.login({ identifier: 'ana@example.com', password: 'secret-1' }), 'POST', '/api/auth/local', { identifier: 'ana@example.com', password: 'secret-1' }],
    ['register', (c) => c.register({ username: 'ana', email: 'ana@example.com', password: 'secret-1' }), 'POST', '/api/auth/local/register', { username: 'ana', email: 'ana@example.com', password: 'secret-1' }],
    ['forgotPassword', (c) => c.forgotPassword({ email: 'ana@example.com' }), 'POST', '/api/auth/forgot-password', { email: 'ana@example.com' }],
    ['resetPassword', (c) => c.resetPassword({ code: 'c0de', password: 'n3w', passwordConfirmation: 'n3w' }), 'POST', '/api/auth/reset-password', { code: 'c0de', password: 'n3w', passwordConfirmation: 'n3w' }],
    ['changePassword', (c) => c.changePassword({ currentPassword: 'old', password: 'n3w', passwordConfirmation: 'n3w' }), 'POST', '/api/auth/change-password', { currentPassword: 'old', password: 'n3w', passwordConfirmation: 'n3w' }],
    ['sendEmailConfirmation', (c) => c.sendEmailConfirmation({ email: 'ana@example.com' }), 'POST', '/api/auth/send-email-confirmation', { email: 'ana@example.com' }],
    ['authCallback', (c) => c.authCallback('github', 'gh/token+1'), 'GET', '/api/auth/github/callback?access_token=gh%2Ftoken%2B1', undefined],
    ['find', (c) => c.find('articles', { pagination: { page: 2 }, sort: ['publishedDate:desc'] }), 'GET', '/api/articles?pagination[page]=2&sort[0]=publishedDate%3Adesc', undefined],
    ['findOne', (c) => c.findOne('articles', 'abc 1', { status: 'draft' }), 'GET', '/api/articles/abc%201?status=draft', undefined],
    ['create', (c) => c.create('notes', { title: 'Hi' }), 'POST', '/api/notes', { data: { title: 'Hi' } }],
    ['update', (c) => c.update('notes', 'doc1', { title: 'Hey' }), 'PUT', '/api/notes/doc1', { data: { title: 'Hey' } }],
    ['delete', (c) => c.delete('notes', 7), 'DELETE', '/api/notes/7', undefined],
  ]

  it.each(calls)('%s sends the right method, path and body', async (_name, call, method, url, body) => {
    await call(client())
    expect(last().method).toBe(method)
    expect(last().url).toBe(url)
    if (body === undefined) {
      expect(last().body).toBe('')
    } else {
      expect(JSON.parse(last().body)).toEqual(body)
      expect(last().headers['content-type']).toBe('application/json')
    }
  })

  it('returns the auth response with its jwt', async () => {
    server.handle((_request, response) => sendJson(response, 200, { jwt: 'j.w.t', user: { id: 1, username: 'ana', email: 'a@x' } }))
    await expect(client().login({ identifier: 'ana', password: 'pw' })).resolves.toEqual({
      jwt: 'j.w.t',
      user: { id: 1, username: 'ana', email: 'a@x' },
    })
  })

  it('sends v3 entry bodies without the {data} wrapper', async () => {
    await client({ version: 'v3' }).create('notes', { title: 'Hi' })
    expect(JSON.parse(last().body)).toEqual({ title: 'Hi' })
  })

  it.each([
    ['v3', [{ id: 1, title: 'Home' }]],
    ['v4', { data: [{ id: 1, attributes: { title: 'Home' } }], meta: { pagination: { page: 1 } } }],
    ['v5', { data: [{ id: 1, documentId: 'd1', title: 'Home' }], meta: {} }],
  ] as const)('returns a %s body as Strapi sent it', async (version, body) => {
    server.handle((_request, response) => sendJson(response, 200, body))
    await expect(client({ version }).find('pages')).resolves.toEqual(body)
  })

  it('returns null for an empty success (204)', async () => {
    server.handle((_request, response) => response.writeHead(204).end())
    await expect(client().delete('notes', 1)).resolves.toBeNull()
  })
})

describe('authorization', () => {
  it('sends no authorization header without a token', async () => {
    await client().find('pages')
    expect(last().headers.authorization).toBeUndefined()
    await client({ token: '' }).find('pages')
    expect(last().headers.authorization).toBeUndefined()
  })

  it('sends a bearer token from a string or a function', async () => {
    await client({ token: 'api-token' }).find('pages')
    expect(last().headers.authorization).toBe('Bearer api-token')
    let current: string | undefined = 'first'
    const dynamic = client({ token: () => current })
    await dynamic.fetchUser()
    expect(last().headers.authorization).toBe('Bearer first')
    current = undefined
    await dynamic.fetchUser()
    expect(last().headers.authorization).toBeUndefined()
  })

  it('lets one call carry its own token', async () => {
    await client({ token: 'api-token' }).fetchUser(undefined, { token: 'visitor-jwt' })
    expect(last().headers.authorization).toBe('Bearer visitor-jwt')
  })

  it('sends configured and per-call headers', async () => {
    await client({ headers: { 'x-brand': 'lumen' } }).find('pages', undefined, { headers: { 'x-request-id': 'r1' } })
    expect(last().headers['x-brand']).toBe('lumen')
    expect(last().headers['x-request-id']).toBe('r1')
    expect(last().headers.accept).toBe('application/json')
  })

  it('sends the preview secret on draft reads only, which Strapi refuses without it', async () => {
    const previewing = client({ previewSecret: 'preview-secret' })
    await previewing.find('pages', { status: 'draft' })
    expect(last().headers['x-preview-secret']).toBe('preview-secret')
    await previewing.findOne('pages', 'doc1', { status: 'draft' })
    expect(last().headers['x-preview-secret']).toBe('preview-secret')
    await client({ version: 'v4', previewSecret: 'preview-secret' }).find('pages', { publicationState: 'preview' })
    expect(last().headers['x-preview-secret']).toBe('preview-secret')
    for (const params of [undefined, { status: 'published' }, { filters: { slug: { $eq: 'draft' } } }]) {
      await previewing.find('pages', params)
      expect(last().headers['x-preview-secret'], JSON.stringify(params)).toBeUndefined()
    }
    await previewing.login({ identifier: 'a', password: 'b' })
    expect(last().headers['x-preview-secret']).toBeUndefined()
    await client().find('pages', { status: 'draft' })
    expect(last().headers['x-preview-secret']).toBeUndefined()
  })
})

describe('failures', () => {
  const strapiError = { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password', details: {} } }

  it('throws the v5 error body intact and fires the error hook with it', async () => {
    server.handle((_request, response) => sendJson(response, 400, strapiError))
    const onError = vi.fn()
    const error = await rejection(client({ onError }).login({ identifier: 'ana', password: 'wrong' }))
    expect(error.status).toBe(400)
    expect(error.body).toEqual(strapiError)
    expect(error.reason).toBe('http')
    expect(error.method).toBe('POST')
    expect(error.message).toBe(`Content service POST ${server.url}/api/auth/local answered 400 ValidationError: Invalid identifier or password`)
    expect(onError).toHaveBeenCalledOnce()
    expect(onError).toHaveBeenCalledWith(error)
  })

  it('throws a v3 error body intact', async () => {
    const body = { statusCode: 400, error: 'Bad Request', message: [{ messages: [{ id: 'Auth.form.error.invalid', message: 'Identifier or password invalid.' }] }] }
    server.handle((_request, response) => sendJson(response, 400, body))
    const error = await rejection(client({ version: 'v3' }).login({ identifier: 'ana', password: 'wrong' }))
    expect(error.body).toEqual(body)
    expect(error.message).toContain('answered 400 Bad Request')
  })

  it('throws a non-Strapi JSON error body as it is', async () => {
    server.handle((_request, response) => sendJson(response, 403, { message: 'Forbidden by proxy' }))
    const error = await rejection(client().find('pages'))
    expect(error.status).toBe(403)
    expect(error.body).toEqual({ message: 'Forbidden by proxy' })
  })

  it('synthesises a v4/v5 UnknownError when an error status has no body', async () => {
    server.handle((_request, response) => response.writeHead(503, 'Service Unavailable').end())
    const error = await rejection(client({ version: 'v4' }).find('pages'))
    expect(error.status).toBe(503)
    expect(error.body).toEqual({
      data: null,
      error: {
        status: 503,
        name: 'UnknownError',
        message: `Content service GET ${server.url}/api/pages answered 503 Service Unavailable with no body`,
        details: { reason: 'http', url: `${server.url}/api/pages` },
      },
    })
  })

  it('synthesises a v3 UnknownError when the service is unreachable', async () => {
    const gone = await startTestServer()
    await gone.close()
    const onError = vi.fn()
    const error = await rejection(createStrapiClient({ url: gone.url, version: 'v3', onError }).find('pages'))
    expect(error.reason).toBe('network')
    expect(error.status).toBe(500)
    expect(error.body).toEqual({ error: 'UnknownError', message: error.message, statusCode: 500 })
    expect(error.message).toMatch(/^Content service GET http:\/\/127\.0\.0\.1:\d+\/pages failed: fetch failed \(.*ECONNREFUSED/)
    expect(onError).toHaveBeenCalledWith(error)
  })

  it('synthesises a v5 UnknownError with status 500 when the service is unreachable', async () => {
    const gone = await startTestServer()
    await gone.close()
    const error = await rejection(createStrapiClient({ url: gone.url }).find('pages'))
    expect(error.body).toMatchObject({ data: null, error: { status: 500, name: 'UnknownError', message: error.message } })
  })

  it('gives up after the timeout, without retrying', async () => {
    server.handle((_request, response) => {
      setTimeout(() => sendJson(response, 200, { data: [] }), 500)
    })
    const onError = vi.fn()
    const started = Date.now()
    const error = await rejection(client({ timeout: 50, onError }).find('pages'))
    expect(Date.now() - started).toBeLessThan(400)
    expect(error.reason).toBe('timeout')
    expect(error.message).toBe(`Content service GET ${server.url}/api/pages timed out after 50 ms`)
    expect(error.body).toMatchObject({ error: { status: 500, name: 'UnknownError' } })
    expect(onError).toHaveBeenCalledOnce()
    expect(server.requests).toHaveLength(1)
  })

  it('stops when the caller aborts, without firing the error hook', async () => {
    server.handle((_request, response) => {
      setTimeout(() => sendJson(response, 200, { data: [] }), 500)
    })
    const onError = vi.fn()
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 20)
    const error = await rejection(client({ onError }).find('pages', undefined, { signal: controller.signal }))
    expect(error.reason).toBe('aborted')
    expect(onError).not.toHaveBeenCalled()
  })

  it('does not call at all with an already aborted signal', async () => {
    const error = await rejection(client().find('pages', undefined, { signal: AbortSignal.abort() }))
    expect(error.reason).toBe('aborted')
    expect(server.requests).toHaveLength(0)
  })

  it('names the URL and the problem for an HTML page instead of JSON', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<!DOCTYPE html>\n<html><body>Welcome to nginx</body></html>')
    })
    const onError = vi.fn()
    const error = await rejection(client({ onError }).find('pages'))
    expect(error.reason).toBe('malformed')
    expect(error.status).toBe(500)
    expect(error.message).toBe(
      `Content service GET ${server.url}/api/pages answered 200 with a malformed body: expected JSON, got text/html: "<!DOCTYPE html> <html><body>Welcome to nginx</body></html>"`,
    )
    expect(onError).toHaveBeenCalledWith(error)
  })

  it('keeps the status of an HTML error page from a proxy', async () => {
    server.handle((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' })
      response.end('<html><h1>502 Bad Gateway</h1></html>')
    })
    const error = await rejection(client().find('pages'))
    expect(error.status).toBe(502)
    expect(error.reason).toBe('malformed')
    expect(error.body).toMatchObject({ error: { status: 502, name: 'UnknownError' } })
  })

  it('reports invalid JSON', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"data": [{"id": 1, "title": "Ho')
    })
    const error = await rejection(client().find('pages'))
    expect(error.reason).toBe('malformed')
    expect(error.message).toContain(`GET ${server.url}/api/pages answered 200 with a malformed body: invalid JSON (`)
    expect(error.message).toContain('32 characters, cut off?')
  })

  it('reports a body cut off mid-transfer', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' })
      response.write('{"data": [')
      setTimeout(() => response.destroy(), 20)
    })
    const error = await rejection(client().find('pages'))
    expect(error.reason).toBe('malformed')
    expect(error.message).toContain(`GET ${server.url}/api/pages answered 200 with a body that was cut off`)
  })

  it('redacts the access token from error messages', async () => {
    server.handle((_request, response) => sendJson(response, 400, strapiError))
    const error = await rejection(client().authCallback('github', 'very-secret'))
    expect(error.message).not.toContain('very-secret')
    expect(error.url).toBe(`${server.url}/api/auth/github/callback?access_token=[redacted]`)
  })

  it('still throws the service error when the error hook itself throws', async () => {
    server.handle((_request, response) => sendJson(response, 400, strapiError))
    const error = await rejection(
      client({
        onError: () => {
          throw new Error('hook bug')
        },
      }).find('pages'),
    )
    expect(error.body).toEqual(strapiError)
  })
})
