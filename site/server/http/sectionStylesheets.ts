import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestEntry {
  file: string
  css?: string[]
  imports?: string[]
}

/** Section uid → the stylesheets its component needs, from the client build's manifest. */
export type SectionStylesheets = ReadonlyMap<string, readonly string[]>

/**
 * Reads which stylesheets each section component needs from the client build's manifest (Vike keeps it as
 * dist/assets.json): the CSS of its chunk and of every chunk it imports, in order, as URL paths.
 */
export function readSectionStylesheets(distDir: string): SectionStylesheets {
  const path = [join(distDir, 'assets.json'), join(distDir, 'client/.vite/manifest.json')].find((p) => existsSync(p))
  const stylesheets = new Map<string, string[]>()
  if (!path) return stylesheets
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestEntry>
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

/** The uids of the sections in a page's data: every `{ status: 'ok', uid: 'sections.…' }` entry, however nested. */
export function sectionUidsIn(data: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (depth > 8 || data === null || typeof data !== 'object') return found
  if (Array.isArray(data)) {
    for (const item of data) sectionUidsIn(item, found, depth + 1)
    return found
  }
  const record = data as Record<string, unknown>
  if (record.status === 'ok' && typeof record.uid === 'string' && record.uid.startsWith('sections.')) {
    found.add(record.uid)
    return found
  }
  for (const value of Object.values(record)) if (value !== null && typeof value === 'object') sectionUidsIn(value, found, depth + 1)
  return found
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
