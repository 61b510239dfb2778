import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientAddress, clientAddressHeaders } from './clientAddress'

/** What @hono/node-server gives a handler for a request over a connection from `address`. */
const fromConnection = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } } })

/** The address clientAddress reads for a request from `connection` with these headers, `trusted` proxies in front. */
async function addressOf(trusted: number, headers: Record<string, string> = {}, connection = '10.0.0.2'): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trusted) ?? 'none'))
  return (await app.request('http://site.test/', { headers }, fromConnection(connection))).text()
}

describe('clientAddress', () => {
  it('is the connection with no proxy trusted, whatever X-Forwarded-For says', async () => {
    expect(await addressOf(0)).toBe('10.0.0.2')
    expect(await addressOf(0, { 'x-forwarded-for': '198.51.100.7' })).toBe('10.0.0.2')
  })

  it('behind one proxy, is the address that proxy saw: the last entry, not one the caller wrote before it', async () => {
    expect(await addressOf(1, { 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9')
    expect(await addressOf(1, { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' })).toBe('203.0.113.9')
  })

  it('behind two proxies (a CDN, then a load balancer), is the address the outer one saw', async () => {
    expect(await addressOf(2, { 'x-forwarded-for': '198.51.100.7, 203.0.113.9, 192.0.2.44' })).toBe('203.0.113.9')
    expect(await addressOf(2, { 'x-forwarded-for': '2001:db8::1, 192.0.2.44' })).toBe('2001:db8::1')
  })

  it('is the connection when the header is missing or its entry is not an address', async () => {
    expect(await addressOf(1)).toBe('10.0.0.2')
    expect(await addressOf(1, { 'x-forwarded-for': 'unknown' })).toBe('10.0.0.2')
    expect(await addressOf(1, { 'x-forwarded-for': '203.0.113.9:4711' })).toBe('10.0.0.2')
  })

  it('takes the first entry when there are fewer than the proxies trusted', async () => {
    expect(await addressOf(3, { 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9')
  })
})

describe('clientAddressHeaders', () => {
  const headersOf = async (config: Parameters<typeof clientAddressHeaders>[1]) => {
    const app = new Hono().get('/', (c) => c.json(clientAddressHeaders(c, config)))
    return (await app.request('http://site.test/', { headers: { 'x-forwarded-for': '203.0.113.9' } }, fromConnection('10.0.0.2'))).json()
  }

  it("names the visitor's address with the secret that vouches for it", async () => {
    expect(await headersOf({ proxySecret: 's3cret', trustProxy: 1 })).toEqual({ 'x-client-ip': '203.0.113.9', 'x-proxy-secret': 's3cret' })
    expect(await headersOf({ proxySecret: 's3cret' })).toEqual({ 'x-client-ip': '10.0.0.2', 'x-proxy-secret': 's3cret' })
  })

  it('is empty without the secret', async () => {
    expect(await headersOf({ trustProxy: 1 })).toEqual({})
  })
})
