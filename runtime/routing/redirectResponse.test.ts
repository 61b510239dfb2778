import { describe, expect, it } from 'vitest'
import { checkRedirect } from './checkRedirect'
import { redirectResponse } from './redirectResponse'

describe('checkRedirect and redirectResponse', () => {
  it('answers a same-site target with its path and the status asked for, 302 by default', () => {
    expect(checkRedirect('/about')).toEqual({ location: '/about', status: 302, external: false })
    const response = redirectResponse('/blog?x=1', { status: 301, headers: { 'Set-Cookie': 'a=b' } })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/blog?x=1')
    expect(response.headers.get('set-cookie')).toBe('a=b')
  })

  it.each([301, 302, 303, 307, 308])('accepts the redirect status %i', (status) => {
    expect(checkRedirect('/', { status }).status).toBe(status)
  })

  it.each([200, 300, 304, 404, 399])('refuses %i, which is no redirect status', (status) => {
    expect(() => checkRedirect('/', { status })).toThrow(RangeError)
  })

  it('refuses open redirects and script URLs before any Response exists', () => {
    expect(() => redirectResponse('//evil.example')).toThrow('Navigating to an external URL is not allowed by default')
    expect(() => redirectResponse('/\\evil.example')).toThrow('Navigating to an external URL is not allowed by default')
    expect(() => redirectResponse(' javascript:alert(1)', { external: true })).toThrow("Cannot navigate to a URL with 'javascript:' protocol")
  })
})
