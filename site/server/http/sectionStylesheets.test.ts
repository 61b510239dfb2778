import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { loadsSectionCodeAtOnce, readSectionAssets, sectionsIn, withModulePreload, withSectionStylesheets } from './sectionStylesheets'

function distWithManifest(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stratum-dist-'))
  const manifest = {
    'sections/billboard/Billboard.tsx': { file: 'assets/chunks/chunk-bb.js', isDynamicEntry: true, imports: ['_chunk-global.js', '_chunk-bbcss.js'] },
    'sections/faqs/Faqs.tsx': { file: 'assets/chunks/chunk-fq.js', isDynamicEntry: true, imports: ['_chunk-global.js'], css: ['assets/static/faqs.css'] },
    '_chunk-global.js': { file: 'assets/chunks/chunk-global.js', css: ['assets/static/global.css'] },
    '_chunk-bbcss.js': { file: 'assets/chunks/chunk-bbcss.js', css: ['assets/static/billboard.css'], imports: ['_chunk-global.js'] },
    'site/pages/+Page.tsx': { file: 'assets/entries/page.js', css: ['assets/static/page.css'] },
    'runtime/generated/registry.ts': { file: 'assets/chunks/chunk-reg.js', isDynamicEntry: true },
  }
  writeFileSync(join(dir, 'assets.json'), JSON.stringify(manifest))
  return dir
}

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><main></main></body></html>`

describe('section stylesheets', () => {
  it("reads each section type's stylesheets, its imports' first, from the build manifest", () => {
    const stylesheets = readSectionAssets(distWithManifest()).stylesheets
    expect(Object.fromEntries(stylesheets)).toEqual({
      'sections.billboard': ['/assets/static/global.css', '/assets/static/billboard.css'],
      'sections.faqs': ['/assets/static/global.css', '/assets/static/faqs.css'],
    })
  })

  it('finds the sections a page shows in its data, leaving out broken ones', () => {
    const data = {
      page: { title: 'x' },
      sections: [
        { status: 'ok', index: 0, uid: 'sections.billboard', props: { heading: 'Hi', nested: { status: 'ok', uid: 'sections.text' } } },
        { status: 'broken', index: 1, uid: 'sections.faqs' },
      ],
      groups: [{ sections: [{ status: 'ok', uid: 'sections.faqs' }] }],
    }
    const uidsIn = (pageData: unknown) => [...new Set(sectionsIn(pageData).map((section) => section.uid))]
    expect(uidsIn(data).sort()).toEqual(['sections.billboard', 'sections.faqs'])
    expect(uidsIn(undefined)).toEqual([])
  })

  it('links the stylesheets of the sections on the page in its head, once, skipping those already linked', () => {
    const stylesheets = readSectionAssets(distWithManifest()).stylesheets
    const html = withSectionStylesheets(page('<link rel="stylesheet" type="text/css" href="/assets/static/global.css">'), ['sections.billboard', 'sections.faqs'], stylesheets)
    expect(html.match(/href="[^"]+"/g)).toEqual(['href="/assets/static/global.css"', 'href="/assets/static/billboard.css"', 'href="/assets/static/faqs.css"'])
    expect(html.indexOf('billboard.css')).toBeLessThan(html.indexOf('</head>'))
  })

  it('leaves a page with no known section, or no head, as it is', () => {
    const stylesheets = readSectionAssets(distWithManifest()).stylesheets
    expect(withSectionStylesheets(page(''), ['sections.unknown'], stylesheets)).toBe(page(''))
    expect(withSectionStylesheets('{"json":true}', ['sections.faqs'], stylesheets)).toBe('{"json":true}')
  })

  it("reads the section registry's chunk from the build manifest; nothing without a build", () => {
    expect(readSectionAssets(distWithManifest()).registryChunk).toBe('/assets/chunks/chunk-reg.js')
    const none = readSectionAssets(mkdtempSync(join(tmpdir(), 'stratum-empty-')))
    expect(none.registryChunk).toBeUndefined()
    expect(none.stylesheets.size).toBe(0)
  })

  it("reads a build's manifest once per process, for every copy of this module (the server's and Vike's bundles)", async () => {
    const dist = distWithManifest()
    const first = readSectionAssets(dist)
    writeFileSync(join(dist, 'assets.json'), '{}')
    expect(readSectionAssets(`${dist}/`)).toBe(first)
    vi.resetModules()
    const anotherCopy = (await import('./sectionStylesheets')) as typeof import('./sectionStylesheets')
    expect(anotherCopy.readSectionAssets).not.toBe(readSectionAssets)
    expect(anotherCopy.readSectionAssets(dist)).toBe(first)
  })

  it("tells a page whose first sections need their code (the registry's first) from one whose code can wait", () => {
    const section = (index: number, html?: object) => ({ status: 'ok', index, uid: 'sections.x', props: {}, ...(html ? { html } : {}) })
    const staticHtml = { tag: 'section', attributes: {} }
    // a section rendered to HTML never loads code; one without HTML does, at once when it is near the top
    expect(loadsSectionCodeAtOnce(sectionsIn({ sections: [section(0, staticHtml), section(1)] }))).toBe(true)
    expect(loadsSectionCodeAtOnce(sectionsIn({ sections: [section(0)] }))).toBe(true)
    // further down it hydrates when the visitor comes near it
    expect(loadsSectionCodeAtOnce(sectionsIn({ sections: [section(0, staticHtml), section(1, staticHtml), section(2), section(6)] }))).toBe(false)
    expect(loadsSectionCodeAtOnce(sectionsIn({ sections: [{ status: 'broken', index: 0, uid: 'sections.x' }] }))).toBe(false)
    expect(loadsSectionCodeAtOnce(sectionsIn(undefined))).toBe(false)
  })

  it('preloads a script from the head, once', () => {
    const html = withModulePreload(page('<title>x</title>'), '/assets/chunks/chunk-reg.js')
    expect(html).toBe(page('<title>x</title><link rel="modulepreload" href="/assets/chunks/chunk-reg.js">'))
    expect(withModulePreload(html, '/assets/chunks/chunk-reg.js')).toBe(html)
    expect(withModulePreload('{"json":true}', '/assets/chunks/chunk-reg.js')).toBe('{"json":true}')
  })
})
