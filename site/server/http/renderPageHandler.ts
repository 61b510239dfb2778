import type { Context, Handler } from 'hono'
import { getCookie } from 'hono/cookie'
import { renderPage } from 'vike/server'
import { checkNavigationTarget } from '../../../runtime/routing'
import type { SiteConfig } from '../config'
import { PREVIEW_COOKIE, verifyPreview } from '../previewCookie'
import { visitorCookies, type VisitorCookies } from '../visitorCookies'
import type { AppEnv } from './AppEnv'
import { appendVary } from './appendVary'
import { notModified } from './conditionalRequests'
import { fontPreloadLink } from './fontPreloadLink'
import { logLine } from './logLine'
import { negotiateEncoding } from './negotiateEncoding'
import { pageCacheControl, type PageAudience } from './pageCacheControl'
import { requestTarget } from './requestTarget'
import type { KeptPage, RenderCache, RenderedPage } from './renderCache'
import { nonceSource } from './contentSecurityPolicy'
import { createNonce } from './securityHeaders'
import { withSectionAssets, type SectionStylesheets } from './sectionStylesheets'
import { matchesIfNoneMatch, weakEtag } from './weakEtag'

/** Who may keep a page: see PageAudience. The currency and dark-mode cookies change the HTML (prices, a class). */
function audienceOf(visitor: VisitorCookies, personal: boolean): PageAudience {
  if (personal || visitor.signedIn) return 'person'
  if (visitor.currency !== undefined || visitor.dark) return 'browser'
  return 'everyone'
}

/** Options of renderPageHandler. */
export interface RenderPageHandlerOptions {
  config: SiteConfig
  /** Vike's renderPage; tests pass a stand-in. */
  render?: typeof renderPage
  /** The stylesheets of each section type (readSectionAssets), put in the <head> of pages that show it. */
  sectionStylesheets?: SectionStylesheets | undefined
  /** The section registry's chunk (readSectionAssets), preloaded by pages that load a section's code at once. */
  registryChunk?: string | undefined
  /** Rendered pages shared by visitors without a session or preview (createRenderCache); none: every request renders. */
  renderCache?: RenderCache | undefined
}

/** A redirect target as a path on this site, or undefined when the checks refuse it. */
function sameSitePath(location: string): string | undefined {
  try {
    return checkNavigationTarget(location).url
  } catch {
    return undefined
  }
}

/** The answer to a request whose page would redirect off the site: 400, kept by no cache. */
function refused(): RenderedPage {
  const body = 'Bad Request'
  return { status: 400, headers: [['Content-Type', 'text/plain; charset=utf-8'], ['Cache-Control', 'no-store']], body: Buffer.from(body), etag: weakEtag(body) }
}

/** The response for a page: 304 to a matching If-None-Match, else its bytes, in the coding asked for if it was kept compressed. */
function respond(c: Context<AppEnv>, page: RenderedPage | KeptPage): Response {
  // a page that may be kept carries its own nonce: securityHeaders writes it in the policy
  if (page.scriptSources) c.set('scriptSources', page.scriptSources)
  const headers = new Headers(page.headers)
  headers.set('ETag', page.etag)
  if (page.status === 200 && matchesIfNoneMatch(c.req.header('If-None-Match'), page.etag)) {
    headers.set('Content-Length', String(page.body.length))
    return notModified(headers)
  }
  let body = page.body
  if ('encoded' in page && (page.encoded.br || page.encoded.gzip)) {
    // compressed once when kept; compression passes an encoded body on as it is
    appendVary(headers, 'Accept-Encoding')
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'))
    const encoded = encoding && page.encoded[encoding]
    if (encoding && encoded) {
      headers.set('Content-Encoding', encoding)
      body = encoded
    }
  }
  headers.set('Content-Length', String(body.length))
  return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: page.status, headers })
}

/**
 * Every page through Vike's renderPage, the HTML and the pageContext JSON of client navigation alike: the real
 * status code, a weak ETag and 304 for a matching If-None-Match, and who may keep the response
 * (pageCacheControl): preview and signed-in pages are `private, no-store`; a page rendered with the visitor's
 * currency or dark mode is private to that browser; every other page is published and may be shared.
 * A page rendered for one response carries that response's CSP nonce (Vike writes it on its scripts); a page that
 * may be kept is rendered with a nonce of its own, which every response of it names, for as long as it is kept.
 * (A policy of hashes cannot serve: chromium refuses the chunks that Vike's hashed inline script imports.)
 */
export function renderPageHandler({ config, render = renderPage, sectionStylesheets, registryChunk, renderCache }: RenderPageHandlerOptions): Handler<AppEnv> {
  return async (c) => {
    const preview = verifyPreview(config.previewSecret, getCookie(c, PREVIEW_COOKIE))
    // Strapi's "Open preview" pane frames the page
    if (preview) c.set('previewFrame', true)
    // the page reads the same values (visitorCookies) from the same header, so the key always matches the render
    const visitor = visitorCookies(c.req.header('Cookie'))
    // a page only a session or a preview sees is never kept; the currency and dark-mode cookies change the HTML
    // the request target (path and query), not the URL: what Vike makes of it (a redirect's Location above all) must
    // not carry this server's own scheme and host, which behind a TLS-terminating proxy are `http://` and an
    // internal name; and no Host header can spread one page over many kept entries
    const target = requestTarget(c.req.url)
    const key = renderCache && !preview && !visitor.signedIn ? `${target}\n${visitor.currency ?? ''}\n${visitor.dark ? 'dark' : ''}` : undefined
    // a page that may be kept goes to many visitors: the nonce it is rendered with is its own, not this response's
    const nonce = key ? createNonce() : c.get('cspNonce')
    /**
     * Renders the page; keeps it when it may be shared, or forgets what was kept for it when it may not. It reads the
     * request before its first await, so it may run on behind the response; only a render reads the headers (which
     * builds a web Headers from node's).
     */
    const renderAndKeep = async (): Promise<RenderedPage> => {
      const request = { urlOriginal: target, headersOriginal: Object.fromEntries(c.req.raw.headers) }
      const pageContext = await render({ ...request, cspNonce: nonce, preview, previewFrameOrigin: preview ? config.previewFrameOrigin : undefined, production: config.production })
      const { httpResponse } = pageContext
      const status = httpResponse.statusCode
      const headers = new Headers(httpResponse.headers)
      // securityHeaders sets the whole policy; Vike's own names scripts only
      headers.delete('Content-Security-Policy')
      // Vike's redirects (a trailing slash taken off) pass the checks of every server redirect (SPEC §8): rendered
      // from a path, they are paths, and one that would read as another host (`/%2f%2fevil.example/`) is refused
      const location = headers.get('Location')
      if (location !== null) {
        const checked = sameSitePath(location)
        if (checked === undefined) return refused()
        headers.set('Location', checked)
      }
      const audience = audienceOf(visitor, preview || headers.has('Set-Cookie'))
      headers.set('Cache-Control', pageCacheControl(status, audience))
      let html = await httpResponse.getBody()
      if (/^text\/html/.test(headers.get('Content-Type') ?? '')) {
        html = withSectionAssets(html, pageContext.data, { stylesheets: sectionStylesheets, registryChunk })
        // beside any Link the page's own headers carry
        const fonts = fontPreloadLink(httpResponse.earlyHints)
        if (fonts) headers.append('Link', fonts)
      }
      const scriptSources = key ? [nonceSource(nonce)] : undefined
      const page: RenderedPage = { status, headers: [...headers], body: Buffer.from(html), etag: weakEtag(html, nonce), scriptSources }
      if (!key || !renderCache) return page
      if (status === 200 && audience !== 'person') return (await renderCache.set(key, page)) ?? page
      renderCache.delete(key)
      return page
    }

    const kept = key ? renderCache?.get(key) : undefined
    if (kept?.refresh) {
      // past its TTL: this response takes the kept page, and one request renders it again behind it
      const path = c.req.path
      renderAndKeep().catch((error: unknown) => {
        renderCache?.delete(key!)
        logLine({ level: 'warn', msg: 'render cache refresh failed', path, error: String(error) })
      })
    }
    return respond(c, kept?.page ?? (await renderAndKeep()))
  }
}
