import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from './AppEnv'
import { policyForScripts } from './contentSecurityPolicy'
import { securityHeaders } from './securityHeaders'

const ADMIN = 'http://127.0.0.1:1337'

/** A site with one page for everyone and one that is a preview. */
function site() {
  const app = new Hono<AppEnv>()
  app.use(securityHeaders(policyForScripts({}), { framedPolicy: policyForScripts({ frameAncestors: [`${ADMIN}/admin`] }) }))
  app.get('/page', (c) => c.text('page'))
  app.get('/preview', (c) => {
    c.set('previewFrame', true)
    return c.text('draft')
  })
  return app
}

describe('framing', () => {
  it('lets no one frame a page: frame-ancestors none and X-Frame-Options DENY', async () => {
    const response = await site().request('/page')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })

  it("lets Strapi's admin alone frame a preview, for its Open preview pane", async () => {
    const response = await site().request('/preview')
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain(`frame-ancestors ${ADMIN};`)
    expect(policy).not.toContain("frame-ancestors 'none'")
    // X-Frame-Options cannot name an origin: a browser that reads it would refuse the admin too
    expect(response.headers.get('x-frame-options')).toBeNull()
  })

  it('never lets a preview be framed when no admin origin is configured', async () => {
    const app = new Hono<AppEnv>()
    app.use(securityHeaders(policyForScripts({})))
    app.get('/preview', (c) => {
      c.set('previewFrame', true)
      return c.text('draft')
    })
    const response = await app.request('/preview')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })
})
