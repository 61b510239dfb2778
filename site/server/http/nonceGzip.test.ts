import { randomBytes } from 'node:crypto'
import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { gzipWithNonce, keptNonceGzip, nonceGzip } from './nonceGzip'
import { pageBytes } from './renderCache'
import { createNonce } from './securityHeaders'

/** A page rendered with `token` as its nonce, as the render cache keeps it. */
function keptPage(html: (nonce: string) => string) {
  const token = createNonce()
  return { token, ...pageBytes(html(token), token) }
}

/** Words in a fixed pseudo-random order, so the page compresses like a real one and not like a repeated line. */
const words = ['hosting', 'domain', 'plan', 'NVMe', 'storage', 'fast', 'secure', 'backup', 'support', '£2.99', 'month', 'UK', 'data', 'centre', 'email', 'SSL', 'free', 'migration', 'WordPress', 'uptime']
const text = (count: number, seed: number) => {
  let state = seed + 1
  return Array.from({ length: count }, () => words[(state = (state * 1_103_515_245 + 12_345) % 2 ** 31) % words.length]).join(' ')
}

const realistic = (nonce: string) =>
  `<!DOCTYPE html><html lang="en-GB"><head>${Array.from({ length: 12 }, (_, i) => `<style data-href="/assets/s${i}.css" nonce="${nonce}">.c${i}{gap:${i}rem}</style>`).join('')}</head><body>` +
  `<main>${Array.from({ length: 200 }, (_, i) => `<section><h2>${text(4, i)}</h2><p>${text(40, i + 1000)}</p></section>`).join('')}</main>` +
  `<script id="vike_pageContext" type="application/json" nonce="${nonce}">${JSON.stringify({ sections: Array.from({ length: 200 }, (_, i) => ({ uid: 'sections.card', title: text(4, i) })) })}</script>` +
  `<script src="/assets/entries/entry.js" type="module" async nonce="${nonce}"></script></body></html>`

describe('nonceGzip', () => {
  it('gives each response a gzip that decodes to the page with its own nonce in every place', async () => {
    const page = keptPage(realistic)
    const gzip = await nonceGzip(page)
    for (let i = 0; i < 3; i++) {
      const nonce = createNonce()
      const decoded = gunzipSync(gzipWithNonce(gzip, page, nonce)).toString()
      expect(decoded).toBe(realistic(nonce))
    }
  })

  it('compresses within 8 % of gzip -9 of the whole page', async () => {
    const page = keptPage(realistic)
    const whole = gzipSync(page.body, { level: 9 }).length
    expect(whole).toBeGreaterThan(5000)
    expect((await nonceGzip(page)).template.length).toBeLessThan(whole * 1.08)
  })

  it('never lets text refer into a nonce: text that repeats the placeholder still decodes to itself', async () => {
    // the placeholder's own characters recur in the text, where a compressor with the placeholder in its window
    // would point back at it; with another nonce in that place the text would change
    const token = createNonce()
    const html = (nonce: string) => `<p>${token.slice(0, 12)}</p><script nonce="${nonce}"></script>${`<p>${token.slice(0, -1)} ${token.slice(3, 15)}</p>`.repeat(50)}<style nonce="${nonce}"></style>`
    const page = { token, ...pageBytes(html(token), token) }
    const nonce = createNonce()
    expect(gunzipSync(gzipWithNonce(await nonceGzip(page), page, nonce)).toString()).toBe(html(nonce))
  })

  it('handles placeholders at the very start and end, side by side, none at all, and a page with a zero byte', async () => {
    const cases = [(n: string) => `${n}<p>middle</p>${n}`, (n: string) => `<p>${n}${n}</p>`, () => '<p>no scripts at all</p>'.repeat(100), (n: string) => `<p>\u0000</p><i nonce="${n}"></i>${'<p>text</p>'.repeat(100)}`]
    for (const html of cases) {
      const page = keptPage(html)
      const nonce = createNonce()
      expect(gunzipSync(gzipWithNonce(await nonceGzip(page), page, nonce)).toString()).toBe(html(nonce))
    }
  })

  it('checks the checksum and length: a page of random bytes round-trips', async () => {
    const token = createNonce()
    const body = Buffer.concat([randomBytes(70_000), Buffer.from(token), randomBytes(1000)])
    const page = { token, body, tokenAt: [70_000] }
    const nonce = createNonce()
    const expected = Buffer.concat([body.subarray(0, 70_000), Buffer.from(nonce), body.subarray(70_000 + token.length)])
    expect(gunzipSync(gzipWithNonce(await nonceGzip(page), page, nonce)).equals(expected)).toBe(true)
  })

  it('makes a kept page its gzip once', async () => {
    const page = keptPage(realistic)
    expect(await keptNonceGzip(page)).toBe(await keptNonceGzip(page))
  })
})
