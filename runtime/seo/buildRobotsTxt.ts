/** What robots.txt says. */
export interface RobotsTxtInput {
  /** SPEC §3 Site configuration: false disallows everything. */
  indexable: boolean
  /** Absolute URL of the sitemap, listed when the site is indexable. */
  sitemapUrl?: string | undefined
  /** Paths no crawler needs (APIs). */
  disallow?: readonly string[] | undefined
}

/** robots.txt (RFC 9309): everything allowed but `disallow`, or nothing at all when the site is not indexable. */
export function buildRobotsTxt({ indexable, sitemapUrl, disallow = [] }: RobotsTxtInput): string {
  const lines = ['User-agent: *']
  if (!indexable) lines.push('Disallow: /')
  else if (disallow.length === 0) lines.push('Allow: /')
  else lines.push(...disallow.map((path) => `Disallow: ${path}`))
  if (indexable && sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`)
  return `${lines.join('\n')}\n`
}
