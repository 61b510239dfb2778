import { escapeXml } from './escapeXml'

/** One URL of a sitemap. */
export interface SitemapEntry {
  /** Absolute URL. */
  loc: string
  /** When the page last changed: a date or date-time; left out when unknown or not a date. */
  lastmod?: string | undefined
  /** The page in other languages and itself, each a language tag (or x-default) and an absolute URL. */
  alternates?: readonly { hreflang: string; href: string }[] | undefined
}

const XHTML = 'http://www.w3.org/1999/xhtml'

/** W3C date (YYYY-MM-DD) of a date or date-time string, or undefined. */
function w3cDate(value: string | undefined): string | undefined {
  if (!value) return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10)
}

/**
 * A sitemaps.org XML sitemap: each URL once, in the order given, with its lastmod and its language alternates as
 * `xhtml:link`s (the form search engines read hreflang in a sitemap).
 */
export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>()
  const unique = entries.filter((entry) => !seen.has(entry.loc) && seen.add(entry.loc))
  const urls = unique.map((entry) => {
    const lastmod = w3cDate(entry.lastmod)
    const links = (entry.alternates ?? []).map((alternate) => `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`)
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links.join('')}</url>`
  })
  const namespaces = unique.some((entry) => entry.alternates?.length) ? ` xmlns:xhtml="${XHTML}"` : ''
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`
}
