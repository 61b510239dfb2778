import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import { apiFallback, isApiPath } from './apiFallback'
import { testApp } from './testing'

vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
vi.spyOn(process.stderr, 'write').mockImplementation(() => true)

const app = testApp()
const notFound = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } }

describe('API requests no API route took', () => {
  it.each([
    ['GET', '/api/auth/login', 'POST, OPTIONS'],
    ['PUT', '/api/auth/register', 'POST, OPTIONS'],
    ['PATCH', '/api/preview/exit', 'GET, HEAD, OPTIONS'],
    ['POST', '/api/preview', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/api/auth/connect/github', 'GET, HEAD, OPTIONS'],
  ])('answer %s %s, a path the API has, with 405 and what it allows: %s', async (method, path, allow) => {
    const response = await app.request(path, { method, headers: { Origin: 'http://localhost' } })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe(allow)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ data: null, error: { status: 405, name: 'MethodNotAllowedError', message: 'Method Not Allowed', details: {} } })
    // the auth endpoints' own `private, no-store` where it is theirs
    expect(response.headers.get('Cache-Control')).toMatch(/(^|, )no-store$/)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('answer OPTIONS on a path the API has with 204 and its Allow', async () => {
    const response = await app.request('/api/auth/me', { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('Allow')).toBe('GET, HEAD, OPTIONS')
  })

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['OPTIONS', '/api/nothing-here'],
    ['GET', '/api'],
    ['GET', '/api/auth'],
    ['GET', '/api/auth/login/extra'],
  ])('answer %s %s, a path the API lacks, with a JSON 404, not the site 404 page', async (method, path) => {
    const response = await app.request(path, { method, ...(method === 'POST' ? { body: '{}' } : {}) })
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual(notFound)
    // the auth endpoints' own `private, no-store` where it is theirs
    expect(response.headers.get('Cache-Control')).toMatch(/(^|, )no-store$/)
  })

  it('leave the API routes and the pages as they were', async () => {
    expect((await app.request('/api/auth/me')).status).toBe(401)
    expect((await app.request('/api/auth/logout', { method: 'POST', headers: { Origin: 'http://localhost' } })).status).toBe(204)
    expect((await app.request('/apiary')).status).toBe(200)
    expect((await app.request('/missing')).status).toBe(404)
  })
})

describe('what a path allows', () => {
  // routes written in Hono's other syntaxes: a parameter with its own pattern, an optional one, a wildcard
  const hono = new Hono()
  hono.use('/api/*', async (_c, next) => next())
  hono.get('/api/orders/:id{[0-9]+}', (c) => c.text('order'))
  hono.delete('/api/orders/:id{[0-9]+}', (c) => c.body(null, 204))
  hono.get('/api/search/:term?', (c) => c.text('search'))
  hono.post('/api/files/*', (c) => c.text('stored'))
  hono.use(apiFallback(hono))

  it.each([
    ['POST', '/api/orders/42', 405, 'GET, DELETE, HEAD, OPTIONS'],
    ['POST', '/api/orders/abc', 404, null],
    ['PUT', '/api/search', 405, 'GET, HEAD, OPTIONS'],
    ['PUT', '/api/search/vps', 405, 'GET, HEAD, OPTIONS'],
    ['GET', '/api/files/a/b.txt', 405, 'POST, OPTIONS'],
    ['GET', '/api/elsewhere', 404, null],
  ])('reads the routes as Hono matches them: %s %s is %i', async (method, path, status, allow) => {
    const response = await hono.request(path, { method })
    expect(response.status).toBe(status)
    expect(response.headers.get('Allow')).toBe(allow)
  })

  it('leaves the requests its routes take to them', async () => {
    expect(await (await hono.request('/api/orders/42')).text()).toBe('order')
    expect(await (await hono.request('/api/search')).text()).toBe('search')
  })
})

describe('isApiPath', () => {
  it('is /api and what is under it, not a page whose name starts so', () => {
    expect([isApiPath('/api'), isApiPath('/api/'), isApiPath('/api/auth/me'), isApiPath('/apiary'), isApiPath('/blog/api')]).toEqual([true, true, true, false, false])
  })
})
