import type { Context } from 'hono'

/** The response's headers, ready to change: a response whose headers are immutable (Response.redirect) is copied first. */
export function mutableHeaders(c: Context): Headers {
  try {
    c.res.headers.set('X-Stratum-Probe', '1')
    c.res.headers.delete('X-Stratum-Probe')
  } catch {
    const { body, status, statusText, headers } = c.res
    c.res = undefined
    c.res = new Response(body, { status, statusText, headers: new Headers(headers) })
  }
  return c.res.headers
}
