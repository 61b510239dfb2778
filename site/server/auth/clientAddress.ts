import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The visitor's address: the connection's remote address. X-Forwarded-For is not read: anyone can send it, so trusting
 * it would let each request claim a fresh address.
 */
export function clientAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    // not on a node server (app.request in tests)
    return undefined
  }
}

/**
 * What the site adds to a sign-in call it relays to Strapi, so that Strapi counts each visitor apart: the visitor's
 * address, vouched for by the secret the two share (PROXY_SECRET; cms/src/middlewares/client-address.js). Strapi
 * limits its auth routes per caller's address (10 logins a minute), and every call the site makes comes from the
 * site's address: without these headers ten failed logins by one visitor locked every visitor out for the rest of
 * the minute. Nothing without the secret or an address.
 */
export function clientAddressHeaders(c: Context, proxySecret: string | undefined): Record<string, string> {
  const address = clientAddress(c)
  return proxySecret && address ? { 'x-client-ip': address, 'x-proxy-secret': proxySecret } : {}
}
