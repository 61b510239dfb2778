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

  it("takes out the whitespace between the template's tags, and keeps the text of its scripts, styles and title and the page's own markup", () => {
    const html =
      '<!DOCTYPE html>\n    <html lang="en">\n      <head><meta charset="UTF-8" />\n        <link rel="icon" href="/i.png">\n' +
      '        <style nonce="N">a > b { c: d }\n  e > f {}</style>\n        <script nonce="N">if (a >\n  <b) x()</script>\n' +
      '    <title>A > \n < B</title>\n  <script type="application/ld+json">{"a":"> <"}</script>\n      </head>\n      <body>\n        \n' +
      '        <div id="root"><p><a href="/">a</a> <a href="/b">b</a></p>\n<p>c</p></div>\n        \n' +
      '        <script id="vike_pageContext" type="application/json">{"a":"> <"}</script><script type="module" nonce="N">if (a >\n  <b) x()</script>\n' +
      '        <link rel="modulepreload" href="/a.js">\n      </body>\n    </html>'
    expect(leanTags(html)).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8" /><link rel="icon" href="/i.png">' +
        '<style nonce="N">a > b { c: d }\n  e > f {}</style><script nonce="N">if (a >\n  <b) x()</script>' +
        '<title>A > \n < B</title><script type="application/ld+json">{"a":"> <"}</script></head><body>' +
        '<div id="root"><p><a href="/">a</a> <a href="/b">b</a></p>\n<p>c</p></div>' +
        '<script id="vike_pageContext" type="application/json">{"a":"> <"}</script><script type="module" nonce="N">if (a >\n  <b) x()</script>' +
        '<link rel="modulepreload" href="/a.js"></body></html>',
    )
    // a document that is not one of the site's pages loses only its head's
    expect(leanTags('<html>\n<head>\n<title>t</title>\n</head>\n<body>\n<p>a</p> <p>b</p>\n</body>')).toBe('<html><head><title>t</title></head>\n<body>\n<p>a</p> <p>b</p>\n</body>')
  })

  it('leaves a page with nothing to trim as it is', () => {
    const plain = '<body><script nonce="N">1</script><script type="application/json">{}</script><link rel="modulepreload" href="/a.js"></body>'
    expect(leanTags(plain)).toBe(plain)
  })
})
