import { describe, expect, it, vi } from 'vitest'
import { observatoryGrade } from './observatory'
import { testApp, testConfig } from './testing'

vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
vi.spyOn(process.stderr, 'write').mockImplementation(() => true)

const app = testApp()
// published pages kept for every visitor, with a nonce of their own
const keeping = testApp({ config: testConfig({ renderCache: true }) })
const responses = {
  'an HTML page': () => app.request('/', { headers: { 'Accept-Encoding': 'br, gzip' } }),
  'a kept page': async () => (await keeping.request('/'), keeping.request('/', { headers: { 'Accept-Encoding': 'br, gzip' } })),
  'a hashed asset': () => app.request('/assets/chunks/chunk-Ab12Cd34.js', { headers: { 'Accept-Encoding': 'br, gzip' } }),
  'a public file': () => app.request('/favicon.svg'),
  'a 404': () => app.request('/missing'),
  'a 500 page': () => app.request('/broken'),
  'an unhandled error': () => app.request('/throws'),
  'a redirect': () => app.request('/old/'),
  'the health check': () => app.request('/healthz'),
  'a refused request (414)': () => app.request(`/${'a'.repeat(9000)}`),
  'a method a page does not take (405)': () => app.request('/', { method: 'POST' }),
}

describe('Mozilla HTTP Observatory rules on the real app', () => {
  for (const [name, fetchIt] of Object.entries(responses)) {
    it(`grades ${name} A+ with no penalty`, async () => {
      const response = await fetchIt()
      const body = /html/.test(response.headers.get('Content-Type') ?? '') && !response.headers.has('Content-Encoding') ? await response.text() : undefined
      const report = observatoryGrade(response.headers, body)
      expect(report.penalties).toEqual([])
      expect(report.grade).toBe('A+')
      expect(report.score).toBeGreaterThanOrEqual(110)
    })

    it(`sends every security header on ${name}`, async () => {
      const headers = (await fetchIt()).headers
      const csp = headers.get('Content-Security-Policy') ?? ''
      expect(csp).toMatch(/^default-src 'self'; script-src 'nonce-[\w-]{22}' 'strict-dynamic'; /)
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(csp).toContain(directive)
      // the page's stylesheets are files
      expect(csp).toMatch(/style-src 'self';/)
      expect(csp).not.toContain('unsafe-inline')
      expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains; preload')
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(headers.get('Permissions-Policy')).toMatch(/(^|, )camera=\(\)/)
      for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) expect(headers.get('Permissions-Policy')).toContain(`${feature}=()`)
      expect(headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
      expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
      expect(headers.get('X-Frame-Options')).toBe('DENY')
      expect(headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/)
    })
  }

  it('puts the nonce of the page scripts in the policy, a new one per response', async () => {
    const [a, b] = await Promise.all([app.request('/'), app.request('/')])
    const nonceOf = (csp: string | null) => /'nonce-([\w-]+)'/.exec(csp ?? '')?.[1]
    const nonceA = nonceOf(a.headers.get('Content-Security-Policy'))
    expect(await a.text()).toContain(`nonce="${nonceA}"`)
    expect(nonceA).not.toBe(nonceOf(b.headers.get('Content-Security-Policy')))
  })

  it('allows images from the assets host and data: URLs, and nothing else from elsewhere', async () => {
    const csp = (await app.request('/')).headers.get('Content-Security-Policy')!
    expect(csp).toContain("img-src 'self' data: https://assets.lumen.example;")
    const elsewhere = csp.split('; ').filter((directive) => !directive.startsWith('form-action '))
    // uploaded images and videos both come from the assets host: it is the only other origin named
    expect(csp).toContain("media-src 'self' https://assets.lumen.example;")
    expect([...new Set(elsewhere.join('; ').match(/https?:\/\/[^\s;]+/g))]).toEqual(['https://assets.lumen.example'])
  })

  it('lets forms go only here and to the domain search address', async () => {
    const csp = (await app.request('/')).headers.get('Content-Security-Policy')!
    expect(csp).toMatch(/form-action 'self' https:\/\/my\.lumenhosting\.example(;|$)/)
  })
})

describe('the Observatory rules themselves', () => {
  const strong = () =>
    new Headers({
      'Content-Security-Policy': "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'; object-src 'none'; frame-ancestors 'none'",
      'Strict-Transport-Security': 'max-age=31536000',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })

  it('gives A+ with the bonuses for a strong set of headers', () => {
    expect(observatoryGrade(strong())).toMatchObject({ grade: 'A+', score: 110, penalties: [] })
  })

  it.each([
    ['Content-Security-Policy', "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'", 'csp-implemented-with-unsafe-inline'],
    ['Content-Security-Policy', "default-src 'self'; script-src 'self' 'unsafe-eval'; object-src 'none'; frame-ancestors 'none'", 'csp-implemented-with-unsafe-eval'],
    ['Content-Security-Policy', "default-src 'self'; script-src https:; object-src 'none'; frame-ancestors 'none'", 'csp-implemented-with-unsafe-inline'],
    ['Content-Security-Policy', "default-src 'self'; img-src http://cdn.example; object-src 'none'; frame-ancestors 'none'", 'csp-implemented-with-insecure-scheme-in-passive-content-only'],
    ['Strict-Transport-Security', 'max-age=86400', 'hsts-implemented-max-age-less-than-six-months'],
    ['Referrer-Policy', 'unsafe-url', 'referrer-policy-unsafe'],
    ['X-Content-Type-Options', 'sniff', 'x-content-type-options-header-invalid'],
    ['Set-Cookie', 'stratum-session=abc; Path=/; SameSite=Lax', 'cookies-session-without-secure-flag-but-protected-by-hsts'],
  ])('penalises %s: %s', (name, value, result) => {
    const headers = strong()
    headers.set(name, value)
    const report = observatoryGrade(headers)
    expect(report.penalties.map((t) => t.result)).toEqual([result])
  })

  it('penalises a missing policy, HSTS and framing protection below A+', () => {
    const report = observatoryGrade(new Headers({ 'X-Content-Type-Options': 'nosniff' }))
    expect(report.penalties.map((t) => t.result).sort()).toEqual(['csp-not-implemented', 'hsts-not-implemented', 'x-frame-options-not-implemented'])
    expect(report.grade).toBe('D')
  })

  it('penalises an external script without integrity in HTML', () => {
    const headers = strong()
    headers.set('Content-Type', 'text/html')
    const report = observatoryGrade(headers, '<script src="https://cdn.example/x.js"></script>')
    expect(report.penalties.map((t) => t.result)).toEqual(['sri-not-implemented-but-external-scripts-loaded-securely'])
  })
})
