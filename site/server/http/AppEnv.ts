/** What the middleware of the site server share per request (Hono's `c.var`). */
export interface AppEnv {
  Variables: {
    /** Correlates the request's log line and its X-Request-Id response header. */
    requestId: string
    /** The CSP nonce of this response: on Vike's scripts and in the Content-Security-Policy header. */
    cspNonce: string
    /** The script-src sources of a page rendered to be kept (its own nonce), in place of this response's nonce. */
    scriptSources?: readonly string[]
    /** This response is a preview, which Strapi's admin may frame (securityHeaders). */
    previewFrame?: boolean
  }
}
