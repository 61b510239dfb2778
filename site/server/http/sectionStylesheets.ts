import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

interface ManifestEntry {
  file: string
  css?: string[]
  imports?: string[]
}

/** The client build's manifest (Vike keeps it as dist/assets.json); empty without a build. */
function readClientManifest(distDir: string): Record<string, ManifestEntry> {
  const path = [join(distDir, 'assets.json'), join(distDir, 'client/.vite/manifest.json')].find((p) => existsSync(p))
  return path ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestEntry>) : {}
}

/** Section uid → the stylesheets its component needs, from the client build's manifest. */
export type SectionStylesheets = ReadonlyMap<string, readonly string[]>

/**
 * Which stylesheets each section component needs: the CSS of its chunk and of every chunk it imports, in order, as
 * URL paths.
 */
function sectionStylesheetsIn(manifest: Record<string, ManifestEntry>): SectionStylesheets {
  const stylesheets = new Map<string, string[]>()
  const collect = (key: string, seen: Set<string>, out: string[]) => {
    if (seen.has(key)) return
    seen.add(key)
    const entry = manifest[key]
    if (!entry) return
    for (const imported of entry.imports ?? []) collect(imported, seen, out)
    for (const css of entry.css ?? []) if (!out.includes(`/${css}`)) out.push(`/${css}`)
  }
  for (const key of Object.keys(manifest)) {
    const type = /^sections\/([a-z0-9-]+)\/[A-Z][A-Za-z0-9]*\.tsx$/.exec(key)?.[1]
    if (!type) continue
    const out: string[] = []
    collect(key, new Set(), out)
    stylesheets.set(`sections.${type}`, out)
  }
  return stylesheets
}

/** What readSectionAssets reads from a build. */
interface BuildSectionAssets {
  stylesheets: SectionStylesheets
  registryChunk: string | undefined
}

/**
 * A build's section assets, by the absolute path of its dist directory. On globalThis: the server's app
 * (dist/server/serve.mjs) and prepareSections (in Vike's server bundle) each have a copy of this module, and share
 * one read of the manifest.
 */
const READ_BY_DIST: unique symbol = Symbol.for('stratum.sectionAssets')
const shared = globalThis as typeof globalThis & { [READ_BY_DIST]?: Map<string, BuildSectionAssets> }
const readByDist = (shared[READ_BY_DIST] ??= new Map())

/**
 * What a page's head needs for its sections, from the client build's manifest (Vike keeps it as dist/assets.json),
 * read once per process: each section's stylesheets, and the URL path of the section registry's chunk
 * (runtime/generated/registry.ts), which the browser loads before the code of any section. Empty without a build.
 */
export function readSectionAssets(distDir: string): BuildSectionAssets {
  const key = resolve(distDir)
  let assets = readByDist.get(key)
  if (!assets) {
    const manifest = readClientManifest(key)
    const registryFile = manifest['runtime/generated/registry.ts']?.file
    assets = { stylesheets: sectionStylesheetsIn(manifest), registryChunk: registryFile ? `/${registryFile}` : undefined }
    readByDist.set(key, assets)
  }
  return assets
}

/** A section in a page's data: `{ status: 'ok', uid: 'sections.…' }`, with `html` when the server rendered it. */
export interface SectionInData {
  uid: string
  index?: unknown
  html?: unknown
}

/** Every section entry in a page's data, however nested. */
export function sectionsIn(data: unknown, found: SectionInData[] = [], depth = 0): SectionInData[] {
  if (depth > 8 || data === null || typeof data !== 'object') return found
  if (Array.isArray(data)) {
    for (const item of data) sectionsIn(item, found, depth + 1)
    return found
  }
  const record = data as Record<string, unknown>
  if (record.status === 'ok' && typeof record.uid === 'string' && record.uid.startsWith('sections.')) {
    found.push(record as unknown as SectionInData)
    return found
  }
  for (const value of Object.values(record)) if (value !== null && typeof value === 'object') sectionsIn(value, found, depth + 1)
  return found
}

/**
 * Whether the browser will load a section's code as soon as the page loads: one of the page's first `within`
 * sections (sectionsIn) is one the server did not render to HTML. A section further down hydrates when the visitor comes near it
 * (loadPageSections), so its code, and the registry before it, is not wanted at once.
 */
export function loadsSectionCodeAtOnce(sections: readonly SectionInData[], within = 2): boolean {
  return sections.some((section) => section.html === undefined && typeof section.index === 'number' && section.index < within)
}

/**
 * Puts `<link rel="modulepreload">` for a script in the <head>, as Vike does for a page's own chunks: the browser
 * fetches it beside the page's entry instead of after it.
 */
export function withModulePreload(html: string, href: string): string {
  const head = html.indexOf('</head>')
  if (head === -1 || html.includes(`href="${href}"`)) return html
  return `${html.slice(0, head)}<link rel="modulepreload" href="${href}">${html.slice(head)}`
}

/**
 * Puts the stylesheets of the page's sections in its <head>, before first paint. A section's component is a lazy
 * chunk whose CSS Vite would otherwise only add when that chunk loads in the browser: an unstyled first paint,
 * layout shifts, and no styles at all without JavaScript. Stylesheets the page links already are skipped; the
 * browser's chunk loader sees these links and does not add them again.
 */
export function withSectionStylesheets(html: string, uids: Iterable<string>, stylesheets: SectionStylesheets): string {
  const head = html.indexOf('</head>')
  if (head === -1) return html
  const links: string[] = []
  for (const uid of uids)
    for (const href of stylesheets.get(uid) ?? [])
      if (!html.includes(`href="${href}"`) && !links.some((l) => l.includes(`"${href}"`))) links.push(`<link rel="stylesheet" type="text/css" href="${href}">`)
  return links.length ? `${html.slice(0, head)}${links.join('')}${html.slice(head)}` : html
}

/** What a page's head needs for its sections, from the client build (readSectionAssets). */
export interface SectionAssets {
  stylesheets?: SectionStylesheets | undefined
  registryChunk?: string | undefined
}

/**
 * A page's HTML with what its sections need in the head: each section's stylesheets (withSectionStylesheets), and
 * the registry's chunk preloaded when a section near the top needs its code at once (loadsSectionCodeAtOnce). The
 * same step for the server's renders and for the files `npm run prerender` writes, so a static host's copy of a page
 * is styled before any script runs, as the server's is.
 */
export function withSectionAssets(html: string, pageData: unknown, { stylesheets, registryChunk }: SectionAssets): string {
  const sections = sectionsIn(pageData)
  let out = html
  if (stylesheets?.size) out = withSectionStylesheets(out, new Set(sections.map((section) => section.uid)), stylesheets)
  if (registryChunk && loadsSectionCodeAtOnce(sections)) out = withModulePreload(out, registryChunk)
  return out
}
