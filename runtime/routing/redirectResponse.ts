import { checkRedirect, type RedirectCheckOptions } from './checkRedirect'

/**
 * A web-standard redirect Response for server routes (preview, auth callbacks), through checkRedirect: a refused
 * target throws NavigationError, so no request parameter can ever become an open redirect.
 */
export function redirectResponse(to: string, options: RedirectCheckOptions & { headers?: HeadersInit } = {}): Response {
  const { location, status } = checkRedirect(to, options)
  const headers = new Headers(options.headers)
  headers.set('Location', location)
  return new Response(null, { status, headers })
}
