import { describe, expect, it, vi } from 'vitest'
import { READ_METHODS } from './readOnlyMethods'
import { testApp } from './testing'

vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
vi.spyOn(process.stderr, 'write').mockImplementation(() => true)

const app = testApp()

describe('methods other than reading', () => {
  it.each([
    ['POST', '/'],
    ['PUT', '/web-hosting'],
    ['PATCH', '/blog'],
    ['DELETE', '/favicon.svg'],
    ['POST', '/assets/chunks/chunk-Ab12Cd34.js'],
  ])('answers %s %s with 405 and what the page or file allows', async (method, path) => {
    const response = await app.request(path, { method, body: method === 'DELETE' ? null : 'a=b', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe(READ_METHODS)
    expect(await response.text()).toBe('Method Not Allowed')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('answers OPTIONS with 204 and the same Allow', async () => {
    const response = await app.request('/', { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('Allow')).toBe(READ_METHODS)
  })

  it('leaves /api/ to its routes and their fallback (apiFallback.test.ts)', async () => {
    expect((await app.request('/api/cache/purge', { method: 'POST', body: '{}' })).status).not.toBe(405)
    expect((await app.request('/api/auth/logout', { method: 'POST' })).status).not.toBe(405)
  })

  it('still reads pages and files', async () => {
    expect((await app.request('/')).status).toBe(200)
    expect((await app.request('/', { method: 'HEAD' })).status).toBe(200)
    expect((await app.request('/favicon.svg')).status).toBe(200)
  })
})
