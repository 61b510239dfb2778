import { randomBytes } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './AppEnv'
import { nonceSource } from './contentSecurityPolicy'
import { mutableHeaders } from './mutableHeaders'

/** The headers every response carries besides its Content-Security-Policy (Mozilla Observatory A+). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // one year, every subdomain, and eligible for the browsers' preload lists
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // powerful features no page of a marketing site uses, denied to it and to anything it embeds
  'Permissions-Policy': [
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ]
    .map((feature) => `${feature}=()`)
    .join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // frame-ancestors 'none' does this for current browsers
  'X-Frame-Options': 'DENY',
}

/** A fresh nonce for one response: 128 random bits. */
export function createNonce(): string {
  return randomBytes(16).toString('base64url')
}

/** Options of securityHeaders. */
export interface SecurityHeadersOptions {
  /** The policy of a preview response, which Strapi's admin may frame (frame-ancestors its origin); none: never framed. */
  framedPolicy?: ((scripts: readonly string[]) => string) | undefined
}

/**
 * Gives each request a CSP nonce (`c.var.cspNonce`), and every response, whatever produced it (pages, files,
 * errors, redirects, health), the security headers and the Content-Security-Policy built from that nonce, or from
 * the nonce of a page rendered to be kept (`c.var.scriptSources`). It
 * replaces Vike's own, narrower policy. A 304 carries no policy: the browser updates its stored response's headers
 * from a 304 and keeps its body, so a fresh nonce would block the stored page's inline scripts and styles; the
 * stored policy is the one that matches the stored body. A preview (`c.var.previewFrame`) may be framed by Strapi's
 * admin alone: its policy names that origin, and X-Frame-Options, which cannot name one, is left out.
 */
export function securityHeaders(policy: (scripts: readonly string[]) => string, { framedPolicy }: SecurityHeadersOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = createNonce()
    c.set('cspNonce', nonce)
    await next()
    const headers = mutableHeaders(c)
    const framed = framedPolicy !== undefined && c.get('previewFrame') === true
    const scripts = c.get('scriptSources') ?? [nonceSource(nonce)]
    if (c.res.status !== 304) headers.set('Content-Security-Policy', (framed ? framedPolicy : policy)(scripts))
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!(framed && name === 'X-Frame-Options')) headers.set(name, value)
    }
  }
}
