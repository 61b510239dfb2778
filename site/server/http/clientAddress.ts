import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { isIP } from 'node:net'

/** The connection's remote address; undefined off a node server (app.request in tests). */
function connectionAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}

/**
 * The visitor's address. With no proxy in front (`trustedProxies` 0, TRUST_PROXY's default), the connection's
 * remote address: X-Forwarded-For is not read, since anyone can send it and each request could claim a fresh
 * address. Behind `trustedProxies` proxies (a load balancer, a CDN), each of which appends to X-Forwarded-For the
 * address it was called from, the entry that many places from the end, counting the connection itself as the last:
 * what the outermost trusted proxy saw. Entries before it are the caller's to write and are passed over. A value that
 * is not an IP address gives the connection's.
 */
export function clientAddress(c: Context, trustedProxies = 0): string | undefined {
  const connection = connectionAddress(c)
  if (trustedProxies <= 0) return connection
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const hops = connection === undefined ? forwarded : [...forwarded, connection]
  const client = hops[Math.max(0, hops.length - 1 - trustedProxies)]
  return client !== undefined && isIP(client) ? client : connection
}

/** What clientAddressHeaders needs: the secret Strapi shares with the site, and the proxies in front of the site. */
export interface ClientAddressConfig {
  /** PROXY_SECRET: without it, nothing is sent. */
  proxySecret?: string | undefined
  /** TRUST_PROXY: the proxies in front of the site (clientAddress). */
  trustProxy?: number | undefined
}

/**
 * What the site adds to a sign-in call it relays to Strapi, so that Strapi counts each visitor apart: the visitor's
 * address, vouched for by the secret the two share (PROXY_SECRET; cms/src/middlewares/client-address.js). Strapi
 * limits its auth routes per caller's address (10 logins a minute), and every call the site makes comes from the
 * site's address: without these headers ten failed logins by one visitor locked every visitor out for the rest of
 * the minute. Nothing without the secret or an address.
 */
export function clientAddressHeaders(c: Context, { proxySecret, trustProxy }: ClientAddressConfig): Record<string, string> {
  const address = clientAddress(c, trustProxy)
  return proxySecret && address ? { 'x-client-ip': address, 'x-proxy-secret': proxySecret } : {}
}
