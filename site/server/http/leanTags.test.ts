import { describe, expect, it } from 'vitest'
import { leanTags } from './leanTags'

describe('leanTags', () => {
  it("takes the nonce off Vike's JSON data blocks and leaves it on every script and style that runs", () => {
    const html =
      '<head><style nonce="N">a{}</style><script nonce="N">var x=1</script></head><body>' +
      '<script id="vike_pageContext" type="application/json" nonce="N">{"a":"b"}</script>' +
      '<script id="vike_globalContext" type="application/json" nonce="N">{}</script>' +
      '<script type="application/ld+json" nonce="N">{"@type":"Thing"}</script>' +
      '<script type="module" async nonce="N">import("/a.js")</script></body>'
    expect(leanTags(html)).toBe(
      '<head><style nonce="N">a{}</style><script nonce="N">var x=1</script></head><body>' +
        '<script id="vike_pageContext" type="application/json">{"a":"b"}</script>' +
        '<script id="vike_globalContext" type="application/json">{}</script>' +
        '<script type="application/ld+json">{"@type":"Thing"}</script>' +
        '<script type="module" async nonce="N">import("/a.js")</script></body>',
    )
  })

  it("keeps of Vike's modulepreload links only what is not their default, and leaves other links alone", () => {
    const html =
      '<link rel="modulepreload" href="/assets/entries/a.js" as="script" type="text/javascript">' +
      '<link rel="modulepreload" href="/assets/chunks/b.js" as="script" type="text/javascript">' +
      '<link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin>'
    expect(leanTags(html)).toBe(
      '<link rel="modulepreload" href="/assets/entries/a.js">' +
        '<link rel="modulepreload" href="/assets/chunks/b.js">' +
        '<link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin>',
    )
  })

  it('leaves a page with nothing to trim as it is', () => {
    const plain = '<body><script nonce="N">1</script><script type="application/json">{}</script><link rel="modulepreload" href="/a.js"></body>'
    expect(leanTags(plain)).toBe(plain)
  })
})
