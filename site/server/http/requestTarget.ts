/**
 * The request target of an absolute request URL: its path and query (`/blog?page=2`), without the scheme and host
 * the server was reached by (behind a TLS-terminating proxy, `http://` and an internal name).
 */
export function requestTarget(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  return start < 0 ? '/' : url.slice(start)
}
