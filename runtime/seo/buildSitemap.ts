import { escapeXml } from './escapeXml'

/** One URL of a sitemap. */
export interface SitemapEntry {
  /** Absolute URL. */
  loc: string
  /** When the page last changed: a date or date-time; left out when unknown or not a date. */
  lastmod?: string | undefined
}

/** W3C date (YYYY-MM-DD) of a date or date-time string, or undefined. */
function w3cDate(value: string | undefined): string | undefined {
  if (!value) return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10)
}

/** A sitemaps.org XML sitemap: each URL once, in the order given, with its lastmod. */
export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>()
  const urls = entries
    .filter((entry) => !seen.has(entry.loc) && seen.add(entry.loc))
    .map((entry) => {
      const lastmod = w3cDate(entry.lastmod)
      return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`
    })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`
}
