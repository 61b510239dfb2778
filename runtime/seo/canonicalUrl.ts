/** Options of canonicalUrl: the site configuration's url and trailingSlash (SPEC §3). */
export interface CanonicalOptions {
  /** The site's public address, e.g. `https://www.lumenhosting.example`; a path prefix is kept. */
  siteUrl: string
  /** Whether the site's URLs end in `/` (SPEC §3 Site configuration: trailingSlash). */
  trailingSlash?: boolean | undefined
}

/**
 * The absolute URL of a path of the site, written the one way the site configuration says: with or without a
 * trailing slash (never on `/` itself or on a file such as `/blog/rss.xml`), no query, no hash.
 */
export function canonicalUrl(path: string, { siteUrl, trailingSlash = false }: CanonicalOptions): string {
  const bare = path.split(/[?#]/)[0]!.replace(/\/+$/, '')
  const isFile = /\.[a-z0-9]+$/i.test(bare)
  const shaped = bare === '' ? '/' : trailingSlash && !isFile ? `${bare}/` : bare
  return `${siteUrl.replace(/\/+$/, '')}${shaped.startsWith('/') ? shaped : `/${shaped}`}`
}

/** A URL as a crawler needs it: absolute on the site for a path, as given for an http(s) URL, nothing otherwise. */
export function absoluteUrl(value: string | null | undefined, siteUrl: string): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value, `${siteUrl.replace(/\/+$/, '')}/`)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}
