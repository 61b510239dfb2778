import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

/** One script the page loaded. */
export interface ScriptFile {
  path: string
  rawBytes: number
  gzipBytes: number
  /** The section type whose component this chunk is, when it is one. */
  section?: string
}

/** The JavaScript a first load of a page fetched. */
export interface JsAudit {
  url: string
  totalRawBytes: number
  totalGzipBytes: number
  files: ScriptFile[]
  /** Section types on the page (from its page data). */
  sectionsOnPage: string[]
  /** Section chunks loaded. */
  sectionChunks: string[]
  /** Section chunks loaded for a section type that is not on the page: each one is a budget failure. */
  unexpectedSectionChunks: string[]
  /**
   * The HTML document as chromium received it: its response headers and its body as sent (compressed). Up to
   * FIRST_ROUND_TRIP_BYTES it arrives in a new connection's first round trip. Absent in results kept before it.
   */
  documentBytes?: number
}

/** What TCP's initial congestion window carries (10 segments of 1,460 bytes), as Lighthouse's simulation counts it. */
export const FIRST_ROUND_TRIP_BYTES = 14_600

/** Chunk file → section type, from the build's client manifest (Vike keeps it as dist/assets.json). */
export function sectionChunksOf(distDir: string): Map<string, string> {
  const path = [join(distDir, 'assets.json'), join(distDir, 'client/.vite/manifest.json')].find((p) => existsSync(p))
  const chunks = new Map<string, string>()
  if (!path) return chunks
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { file: string }>
  for (const [source, entry] of Object.entries(manifest)) {
    const match = /^sections\/([a-z0-9-]+)\/[A-Z][A-Za-z0-9]*\.tsx$/.exec(source)
    if (match) chunks.set(`/${entry.file}`, match[1]!)
  }
  return chunks
}

/** The section types in a page's serialised page data (`<script id="vike_pageContext">`). */
export async function sectionsInPage(html: string): Promise<string[]> {
  const json = /<script id="vike_pageContext" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!json) return []
  const types = new Set<string>()
  for (const match of json.matchAll(/"uid":"sections\.([a-z0-9-]+)"/g)) types.add(match[1]!)
  return [...types].sort()
}

/**
 * Loads a page once in chromium with an empty cache and measures every script response: raw bytes and gzip
 * bytes (gzip -9 of the body, whatever coding the server chose, so figures compare across servers), per file and
 * in total; and which section chunks came, against the sections the page has.
 */
export async function auditJs(browser: Browser, url: string, distDir: string): Promise<JsAudit> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const pending: Promise<ScriptFile | undefined>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then(
        (body) => ({ path: new URL(response.url()).pathname, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    )
  })
  const response = await page.goto(url, { waitUntil: 'networkidle' })
  const html = (await response?.text()) ?? ''
  const sizes = await response?.request().sizes()
  const files = (await Promise.all(pending)).filter((f): f is ScriptFile => f !== undefined)
  await context.close()

  const chunks = sectionChunksOf(distDir)
  for (const file of files) {
    const section = chunks.get(file.path)
    if (section) file.section = section
  }
  const sectionsOnPage = await sectionsInPage(html)
  const sectionChunks = files.flatMap((f) => (f.section ? [f.section] : []))
  return {
    url,
    totalRawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
    sectionsOnPage,
    sectionChunks,
    unexpectedSectionChunks: sectionChunks.filter((s) => !sectionsOnPage.includes(s)),
    ...(sizes ? { documentBytes: sizes.responseHeadersSize + sizes.responseBodySize } : {}),
  }
}
