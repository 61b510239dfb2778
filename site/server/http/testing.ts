// Helpers for the server's tests: a site config, a stand-in for Vike's renderPage, an app around them.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { renderPage } from 'vike/server'
import { afterAll, vi } from 'vitest'
import { createApp } from '../app'
import { readConfig, type SiteConfig } from '../config'
import type { ReadinessState } from './readiness'

/** What the stand-in renderer answers for a path. */
export interface FakePage {
  status: number
  body: string
  headers?: [string, string][]
  /** The page's data (pageContext.data). */
  data?: unknown
  /** The assets Vike lists for early hints (httpResponse.earlyHints). */
  earlyHints?: { src: string; assetType: string | null }[]
}

/** The production config the tests run with; uploads come from an https assets host; every request renders. */
export function testConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return { ...readConfig({ NODE_ENV: 'production', CONTENT_SOURCE: 'files', ASSETS_URL: 'https://assets.lumen.example', PREVIEW_SECRET: 'test-preview-secret', RENDER_CACHE: 'off' }), ...overrides }
}

/** An HTML page as Vike renders one: its scripts carry the response's nonce, none when rendered without. */
export function htmlPage(nonce: string, text = 'Fast UK web hosting'): string {
  const filler = '<p>Every plan runs on NVMe storage with server-side caching switched on.</p>'.repeat(40)
  const attribute = nonce ? ` nonce="${nonce}"` : ''
  return `<!DOCTYPE html><html lang="en-GB"><head><title>${text}</title></head><body><main><h1>${text}</h1>${filler}</main><script id="vike_pageContext" type="application/json"${attribute}>{}</script><script type="module" async${attribute}>\nimport("/assets/entries/entry.js");\nimport("/assets/entries/page.js");\n</script></body></html>`
}

/**
 * A stand-in for Vike's renderPage (tests of the server must not need a build): `/` and pages answer 200 with HTML,
 * `/missing` 404, `/broken` 500, `/old/` a 301 to `/old` (Vike's trailing-slash redirect, whose Location is the URL it
 * was given less the slash: absolute if that was), `/throws` throws.
 */
export function fakeRender(pages: Record<string, (nonce: string) => FakePage> = {}): typeof renderPage {
  const render = async (init: { urlOriginal: string; cspNonce?: string }) => {
    const nonce = init.cspNonce ?? ''
    const { pathname } = new URL(init.urlOriginal, 'http://renderer.invalid')
    if (pathname === '/throws') throw new Error('renderer exploded')
    const page =
      pages[pathname]?.(nonce) ??
      (pathname === '/missing'
        ? { status: 404, body: htmlPage(nonce, 'Content not found') }
        : pathname === '/broken'
          ? { status: 500, body: htmlPage(nonce, 'Internal Server Error') }
          : pathname === '/old/'
            ? { status: 301, body: '', headers: [['Location', init.urlOriginal.replace('/old/', '/old')]] as [string, string][] }
            : { status: 200, body: htmlPage(nonce) })
    const headers: [string, string][] = [
      ['Content-Type', 'text/html;charset=utf-8'],
      ['Cache-Control', 'no-store, max-age=0'],
      ['Content-Security-Policy', `script-src 'self' 'nonce-${nonce}'`],
      ...(page.headers ?? []),
    ]
    return { data: page.data, httpResponse: { statusCode: page.status, headers, body: page.body, getBody: async () => page.body, earlyHints: page.earlyHints ?? [] } }
  }
  return render as unknown as typeof renderPage
}

/**
 * A built client folder with one hashed asset and one public file; its dist/assets.json knows the billboard's CSS
 * and the section registry's chunk.
 */
export function fakeClientDir(): string {
  const dist = mkdtempSync(join(tmpdir(), 'stratum-dist-'))
  const manifest = {
    'sections/billboard/Billboard.tsx': { file: 'assets/chunks/chunk-Bb.js', css: ['assets/static/billboard.css'] },
    'runtime/generated/registry.ts': { file: 'assets/chunks/chunk-Reg.js', isDynamicEntry: true },
  }
  writeFileSync(join(dist, 'assets.json'), JSON.stringify(manifest))
  const dir = join(dist, 'client')
  mkdirSync(join(dir, 'assets/chunks'), { recursive: true })
  writeFileSync(join(dir, 'assets/chunks/chunk-Ab12Cd34.js'), `export const plans = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Plan ${i}` })))}\n`)
  mkdirSync(join(dir, 'assets/static'), { recursive: true })
  writeFileSync(join(dir, 'assets/static/site.Ab12.css'), '.section{padding:1rem}')
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>')
  return dir
}

/** The app with the stand-in renderer and a content source that is ready unless told otherwise. */
export function testApp(options: { config?: SiteConfig; pages?: Record<string, (nonce: string) => FakePage>; content?: () => Promise<ReadinessState>; draining?: () => boolean } = {}) {
  const ready = async (): Promise<ReadinessState> => ({ ready: true, checkedAt: new Date(0).toISOString() })
  return createApp({
    config: options.config ?? testConfig(),
    clientDir: fakeClientDir(),
    contentReadiness: options.content ?? ready,
    render: fakeRender(options.pages),
    ...(options.draining ? { draining: options.draining } : {}),
  })
}

/**
 * For a test file whose routes read content (robots, sitemap, feed, redirect rules): the process-wide content runtime
 * takes its source from the environment, whose default is Strapi. Call at the top of the file: it reads the repo's
 * content pack, never a Strapi that may be running, and puts the environment back after the file.
 */
export function readRepoContent(): void {
  vi.stubEnv('CONTENT_SOURCE', 'files')
  afterAll(() => vi.unstubAllEnvs())
}
