const LOCAL = 'http://local.invalid'

/**
 * A search address with the words in its query (`query=…` for domains, `q=…` for docs), as a GET form would send
 * them: `base` is an absolute URL or a path on this site, and keeps its own parameters; the result stays a path for
 * a path.
 */
export function buildSearchUrl(base: string, name: string, value: string): string {
  const relative = base.startsWith('/') && !base.startsWith('//')
  const url = new URL(base, relative ? LOCAL : undefined)
  url.searchParams.set(name, value)
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href
}
