import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createStylesheetInliner } from './inlineStylesheets'

const clientDir = mkdtempSync(join(tmpdir(), 'inline-css-'))
mkdirSync(join(clientDir, 'assets/static'), { recursive: true })
const write = (name: string, css: string) => writeFileSync(join(clientDir, 'assets/static', name), css)
// as the build writes them: the client entry's file holds the shell's modules, which page entries list again
write('global.css', ':root{--space:1rem}body{margin:0}\n')
write('header.css', '._bar_1{display:flex}\n')
write('client.css', ':root{--space:1rem}body{margin:0}\n._bar_1{display:flex}\n._footer_1{padding:1rem}\n')
write('billboard.css', '._hero_1{font-size:3rem}\n')

const link = (name: string) => `<link rel="stylesheet" type="text/css" href="/assets/static/${name}">`
const page = (...names: string[]) => `<!DOCTYPE html><html><head>${names.map(link).join('')}</head><body></body></html>`
const inline = createStylesheetInliner({ clientDir })

describe('createStylesheetInliner', () => {
  it('puts the stylesheets in the page as one element with the nonce, in their order, each with a marker link the browser never fetches', () => {
    const html = inline(page('client.css', 'billboard.css'), 'n0nce')
    expect(html).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" type="text/x-inlined" href="/assets/static/client.css">' +
        '<style nonce="n0nce" data-href="/assets/static/client.css /assets/static/billboard.css">:root{--space:1rem}body{margin:0}\n._bar_1{display:flex}\n._footer_1{padding:1rem}\n._hero_1{font-size:3rem}\n</style>' +
        '<link rel="stylesheet" type="text/x-inlined" href="/assets/static/billboard.css"></head><body></body></html>',
    )
  })

  it('sends the rules of a stylesheet once when another on the page already holds them all, keeping its marker', () => {
    const html = inline(page('client.css', 'global.css', 'header.css', 'billboard.css'), 'n0nce')
    expect(html.match(/<style /g)).toHaveLength(1)
    expect(html).toContain('data-href="/assets/static/client.css /assets/static/billboard.css"')
    expect(html.match(/body\{margin:0\}/g)).toHaveLength(1)
    expect(html.match(/_bar_1\{display:flex\}/g)).toHaveLength(1)
    // the marker stays, so the client's CSS preloading still knows every file is on the page
    for (const name of ['global.css', 'header.css']) expect(html).toContain(`<link rel="stylesheet" type="text/x-inlined" href="/assets/static/${name}">`)
    // on a page without the file that holds them, they come inline as before
    expect(inline(page('global.css', 'header.css'), 'n0nce')).toContain('<style nonce="n0nce" data-href="/assets/static/global.css /assets/static/header.css">')
  })

  it('inlines a stylesheet linked twice once', () => {
    expect(inline(page('billboard.css', 'billboard.css'), 'n0nce').match(/<style /g)).toHaveLength(1)
  })

  it('keeps the link of a stylesheet it cannot read, and the cascade in order around it', () => {
    const html = inline(page('header.css', 'gone.css', 'billboard.css'), 'n0nce')
    expect(html.replace(/>[^<]*<\/style>/g, '>')).toBe(
      '<!DOCTYPE html><html><head><style nonce="n0nce" data-href="/assets/static/header.css">' +
        '<link rel="stylesheet" type="text/x-inlined" href="/assets/static/header.css">' +
        link('gone.css') +
        '<style nonce="n0nce" data-href="/assets/static/billboard.css">' +
        '<link rel="stylesheet" type="text/x-inlined" href="/assets/static/billboard.css"></head><body></body></html>',
    )
  })

  it('keeps every link of a page over the size limit', () => {
    const small = createStylesheetInliner({ clientDir, maxBytes: 10 })
    expect(small(page('billboard.css'), 'n0nce')).toBe(page('billboard.css'))
  })
})
