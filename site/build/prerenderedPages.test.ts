import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { finishPrerenderedPages } from './prerenderedPages'

const HTML = '<!DOCTYPE html><html><head><link rel="stylesheet" type="text/css" href="/assets/static/client.css"></head><body><div id="root"></div></body></html>'
/** A prerendered page: its HTML, and the page context Vike writes beside it (none for a page without page data). */
const page = (sections?: unknown[]) => ({ html: HTML, context: sections && { pageId: '/site/pages', data: { sections } } })

/** A build folder as Vike leaves it: the client manifest (assets.json) and prerendered pages. */
function fakeBuild(pages: Record<string, ReturnType<typeof page>>): string {
  const outDir = mkdtempSync(join(tmpdir(), 'prerendered-'))
  const manifest = {
    'sections/billboard/Billboard.tsx': { file: 'assets/chunks/billboard.js', css: ['assets/static/billboard.css'], imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/chunks/shared.js', css: ['assets/static/shared.css'] },
    'sections/faq/Faq.tsx': { file: 'assets/chunks/faq.js', css: ['assets/static/faq.css'] },
    'runtime/generated/registry.ts': { file: 'assets/chunks/registry.js' },
  }
  writeFileSync(join(outDir, 'assets.json'), JSON.stringify(manifest))
  for (const [path, { html, context }] of Object.entries(pages)) {
    mkdirSync(join(outDir, 'client', path), { recursive: true })
    writeFileSync(join(outDir, 'client', path, 'index.html'), html)
    if (context) writeFileSync(join(outDir, 'client', path, 'index.pageContext.json'), JSON.stringify(context))
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
    const outDir = fakeBuild({ blog: page([{ status: 'ok', uid: 'sections.unknown', index: 0, html: {} }]), legal: page() })
    expect(finishPrerenderedPages(outDir)).toEqual([])
    expect(readFileSync(join(outDir, 'client/legal/index.html'), 'utf8')).toBe(HTML)
  })
})
