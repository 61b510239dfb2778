import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { finishPrerenderedPages, pageDataInHtml, withFirstLoadData } from './prerenderedPages'

const page = (sections: unknown[]) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" type="text/css" href="/assets/static/client.css"></head><body><div id="root"></div>` +
  `<script id="vike_pageContext" type="application/json">${JSON.stringify({ pageId: '/site/pages', data: { sections } })}</script></body></html>`

/** A build folder as Vike leaves it: the client manifest (assets.json) and prerendered pages. */
function fakeBuild(pages: Record<string, string>): string {
  const outDir = mkdtempSync(join(tmpdir(), 'prerendered-'))
  const manifest = {
    'sections/billboard/Billboard.tsx': { file: 'assets/chunks/billboard.js', css: ['assets/static/billboard.css'], imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/chunks/shared.js', css: ['assets/static/shared.css'] },
    'sections/faq/Faq.tsx': { file: 'assets/chunks/faq.js', css: ['assets/static/faq.css'] },
    'runtime/generated/registry.ts': { file: 'assets/chunks/registry.js' },
  }
  writeFileSync(join(outDir, 'assets.json'), JSON.stringify(manifest))
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(outDir, 'client', path), { recursive: true })
    writeFileSync(join(outDir, 'client', path, 'index.html'), html)
  }
  return outDir
}

describe('finishPrerenderedPages', () => {
  it("puts each section's stylesheets in a prerendered page's head, and preloads the registry when a section near the top needs its code", () => {
    const outDir = fakeBuild({
      about: page([
        { status: 'ok', uid: 'sections.billboard', index: 0, html: { tag: 'section' } },
        { status: 'ok', uid: 'sections.faq', index: 1 },
      ]),
      blog: page([]),
      'assets/static': page([{ status: 'ok', uid: 'sections.faq', index: 0 }]),
    })
    const changed = finishPrerenderedPages(outDir)
    expect(changed).toEqual([join(outDir, 'client/about/index.html')])
    const about = readFileSync(changed[0]!, 'utf8')
    const head = about.slice(0, about.indexOf('</head>'))
    expect([...head.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/assets/static/client.css',
      '/assets/static/shared.css',
      '/assets/static/billboard.css',
      '/assets/static/faq.css',
      '/assets/chunks/registry.js',
    ])
    expect(head).toContain('<link rel="modulepreload" href="/assets/chunks/registry.js"')
    // written once: a second pass finds nothing to add
    expect(finishPrerenderedPages(outDir)).toEqual([])
    expect(readFileSync(join(outDir, 'client/about/index.html'), 'utf8')).toBe(about)
  })

  it('leaves a page without sections, or without page data, as it is', () => {
    const bare = '<!DOCTYPE html><html><head></head><body>no data</body></html>'
    const outDir = fakeBuild({ blog: page([{ status: 'ok', uid: 'sections.unknown', index: 0, html: {} }]), legal: bare })
    expect(finishPrerenderedPages(outDir)).toEqual([])
    expect(readFileSync(join(outDir, 'client/legal/index.html'), 'utf8')).toBe(bare)
  })
})

describe('pageDataInHtml', () => {
  it("reads the data of Vike's page context script, and gives undefined when there is none or it is not JSON", () => {
    expect(pageDataInHtml(page([]))).toEqual({ sections: [] })
    expect(pageDataInHtml('<html></html>')).toBeUndefined()
    expect(pageDataInHtml('<script id="vike_pageContext" type="application/json">{oops</script>')).toBeUndefined()
  })
})

describe('withFirstLoadData', () => {
  const script = (json: string) => `<div id="root"><p>Body</p></div><script id="vike_pageContext" type="application/json">${json}</script><script type="module">go()</script>`

  it("leaves out of the HTML's page data what the HTML holds, and writes the rest as Vike writes it: < and / escaped", () => {
    // as Vike wrote it: a page with a body and SEO, and a title with markup in it
    const written = script(
      '{"pageId":"\\/site\\/pages\\/page","data":{"page":{"slug":"a","title":"\\u003c\\/script> and more"},"bodyHtml":"\\u003cp>Body\\u003c\\/p>","seo":{"title":"A"}}}',
    )
    expect(withFirstLoadData(written)).toBe(script('{"pageId":"\\/site\\/pages\\/page","data":{"page":{"slug":"a","title":"\\u003c\\/script> and more"}}}'))
  })

  it('gives back the same HTML when the data holds nothing the HTML does, or there is no page data to read', () => {
    const written = script('{"pageId":"\\/site\\/pages\\/blog-list","data":{"heading":"Blog","articles":[],"note":"!undefined"}}')
    expect(withFirstLoadData(written)).toBe(written)
    for (const html of ['<html></html>', script('{oops'), script('{"pageId":"\\/x","data":[1]}'), script('null')]) expect(withFirstLoadData(html)).toBe(html)
  })
})
