import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type TestSite } from './startSite'

/**
 * One GET with a Cookie header written byte for byte (latin1), over a socket: fetch and node's http client refuse
 * control bytes, and an attacker's client does not.
 */
function getWithCookie(baseUrl: string, path: string, cookie: string | undefined): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const split = text.indexOf('\r\n\r\n')
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), head: text.slice(0, split), body: text.slice(split + 4) })
    })
    const lines = [`GET ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close', ...(cookie === undefined ? [] : [`Cookie: ${cookie}`])]
    // write, not end: node's server drops a connection whose client half-closes before the answer
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'))
  })
}

/** The one currency a page's prices are written in. */
function pricedIn(body: string): string {
  const symbols: [string, RegExp][] = [['GBP', /£\d/], ['USD', /\$\d/], ['EUR', /€\d/]]
  const found = symbols.filter(([, pattern]) => pattern.test(body)).map(([name]) => name)
  return found.length === 1 ? found[0]! : `mixed or none: ${found.join(',')}`
}

const isDark = (body: string) => /<html[^>]*\bclass="[^"]*\bdark\b/.test(body)

// [what the visitor sends, the currency its page must be priced in]; every other visitor must be unaffected
const CURRENCY_CASES: [string, string][] = [
  ['currency=USD\xa0', 'GBP'],
  ['currency=USD\x01', 'GBP'],
  ['currency=US\x7fD', 'GBP'],
  ['currency="USD"', 'USD'],
  ['currency=USD; currency=EUR', 'USD'],
  ['currency=', 'GBP'],
  ['currency=%55SD', 'USD'],
  ['currency=%ZZ', 'GBP'],
  ['currency=usd', 'GBP'],
  ['currency= USD\t', 'USD'],
]

const DARK_CASES: [string, boolean][] = [
  ['dark-mode=true\xa0', false],
  ['dark-mode=TRUE', false],
  ['dark-mode="true"', true],
  ['dark-mode=%74rue', true],
  ['dark-mode=false; dark-mode=true', false],
]

describe('the render cache and the page read a visitor\'s cookies alike', () => {
  let site: TestSite
  beforeAll(async () => {
    site = await startSite()
  })
  afterAll(async () => {
    await site?.stop()
  })

  // each case has a page address of its own, so its odd request is the first to render (and so keep) that page
  it.each(CURRENCY_CASES.map(([cookie, expected], index) => [JSON.stringify(cookie), cookie, expected, index] as const))(
    'a currency cookie %s: its page and page data priced alike, and nobody else affected',
    async (_name, cookie, expected, index) => {
      for (const path of [`/web-hosting?case=${index}`, `/web-hosting/index.pageContext.json?case=${index}`]) {
        const odd = await getWithCookie(site.url, path, cookie)
        if (odd.status === 400) continue // a header node's parser refuses is no request at all
        expect(odd.status, `${path} with ${JSON.stringify(cookie)}`).toBe(200)
        expect(pricedIn(odd.body), `${path} with ${JSON.stringify(cookie)}`).toBe(expected)
        // shared with everyone only when it is what everyone gets
        expect(/cache-control: public/i.test(odd.head)).toBe(expected === 'GBP')

        const cookieless = await getWithCookie(site.url, path, undefined)
        expect(pricedIn(cookieless.body), `${path}, no cookie, after ${JSON.stringify(cookie)}`).toBe('GBP')
        const clean = await getWithCookie(site.url, path, 'currency=USD')
        expect(pricedIn(clean.body), `${path}, currency=USD, after ${JSON.stringify(cookie)}`).toBe('USD')
      }
    },
  )

  it.each(DARK_CASES.map(([cookie, expected], index) => [JSON.stringify(cookie), cookie, expected, index] as const))(
    'a dark-mode cookie %s: dark only as its own visitor, never for anyone else',
    async (_name, cookie, expected, index) => {
      const path = `/about?case=${index}`
      const odd = await getWithCookie(site.url, path, cookie)
      expect(odd.status).toBe(200)
      expect(isDark(odd.body), `${path} with ${JSON.stringify(cookie)}`).toBe(expected)
      expect(/cache-control: public/i.test(odd.head)).toBe(!expected)

      expect(isDark((await getWithCookie(site.url, path, undefined)).body), `${path}, no cookie`).toBe(false)
      expect(isDark((await getWithCookie(site.url, path, 'dark-mode=true')).body), `${path}, dark-mode=true`).toBe(true)
    },
  )
})
