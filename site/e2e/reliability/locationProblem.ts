/**
 * What is wrong with a Location header for a site at `siteUrl`, or undefined when it is fine: it must stay on the
 * site (a path starting with one `/`, or an absolute URL of the site's own origin), hold no backslash, and be no
 * script URL. A relative Location is also judged percent-decoded, like checkNavigationTarget judges targets.
 */
export function locationProblem(location: string | undefined, siteUrl: string): string | undefined {
  if (location === undefined) return undefined
  if (location.includes('\\')) return 'holds a backslash'
  if (/^[\s\u0000-\u001f]*(javascript|vbscript|data|file|blob):/i.test(location)) return 'is a script URL'
  let decoded = location
  try {
    decoded = decodeURIComponent(location)
  } catch {
    // invalid escapes: judged as sent
  }
  if (/^[/\\]{2}/.test(location) || /^\/[/\\]/.test(decoded)) return 'is protocol-relative'
  if (!/^\//.test(location)) {
    let url: URL
    try {
      url = new URL(location)
    } catch {
      return 'is neither a path nor a URL'
    }
    if (url.origin !== new URL(siteUrl).origin) return `leaves the site for ${url.origin}`
  }
  return undefined
}
