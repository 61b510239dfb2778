import type { Handler } from 'hono'
import { getCookie } from 'hono/cookie'
import { renderPage } from 'vike/server'
import { checkNavigationTarget } from '../../../runtime/routing'
import type { SiteConfig } from '../config'
import { PREVIEW_COOKIE, verifyPreview } from '../previewCookie'
import { visitorCookies, type VisitorCookies } from '../visitorCookies'
import type { AppEnv } from './AppEnv'
import { appendVary } from './appendVary'
import { bytesResponse } from './bytesResponse'
import { COMPRESSION_THRESHOLD } from './compression'
import { notModified } from './conditionalRequests'
import { fontPreloadsToHeader } from './fontPreloadHeader'
import { logLine } from './logLine'
import { acceptsEncoding } from './negotiateEncoding'
import { gzipWithNonce, keptNonceGzip } from './nonceGzip'
import { pageCacheControl, type PageAudience } from './pageCacheControl'
import { pageHtmlOrder } from './pageHtmlOrder'
import { requestTarget } from './requestTarget'
import { fitsPlaceholder, pageBytes, withNonce, type CachedRender, type RenderCache } from './renderCache'
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
  /** Puts the page's stylesheets in the page with the nonce (createStylesheetInliner). */
  inlineStylesheets?: ((html: string, nonce: string) => string) | undefined
  /** Rendered pages shared by visitors without a session or preview (createRenderCache); none: every request renders. */
  renderCache?: RenderCache | undefined
}

type RenderedPage = Omit<CachedRender, 'storedAt' | 'generation'>

/** A redirect target as a path on this site, or undefined when the checks refuse it. */
function sameSitePath(location: string): string | undefined {
  try {
    return checkNavigationTarget(location).url
  } catch {
    return undefined
  }
}

/** The answer to a request whose page would redirect off the site: 400, kept by no cache. */
function refused(token: string): RenderedPage {
  const body = 'Bad Request'
  return { status: 400, headers: [['Content-Type', 'text/plain; charset=utf-8'], ['Cache-Control', 'no-store']], ...pageBytes(body, token), token, etag: weakEtag(body, token) }
}

/**
 * Every page through Vike's renderPage, the HTML and the pageContext JSON of client navigation alike: the real
 * status code, a weak ETag and 304 for a matching If-None-Match, and who may keep the response
 * (pageCacheControl): preview and signed-in pages are `private, no-store`; a page rendered with the visitor's
 * currency or dark mode is private to that browser; every other page is published and may be shared. A page the
 * render cache keeps goes to browsers that take gzip as its kept gzip (nonceGzip); the rest is left to compression.
 */
export function renderPageHandler({ config, render = renderPage, sectionStylesheets, registryChunk, inlineStylesheets, renderCache }: RenderPageHandlerOptions): Handler<AppEnv> {
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
    /**
     * Renders the page; keeps it when it may be shared, or forgets what was kept for it when it may not. It reads the
     * request before its first await, so it may run on behind the response; only a render reads the headers (which
     * builds a web Headers from node's).
     */
    const renderAndKeep = async (): Promise<{ page: RenderedPage; kept: CachedRender | undefined }> => {
      const request = { urlOriginal: target, headersOriginal: Object.fromEntries(c.req.raw.headers) }
      // rendered with a stand-in nonce, so the same HTML can serve later responses with their own
      const token = createNonce()
      const pageContext = await render({ ...request, cspNonce: token, preview, previewFrameOrigin: preview ? config.previewFrameOrigin : undefined, production: config.production })
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
        if (checked === undefined) return { page: refused(token), kept: undefined }
        headers.set('Location', checked)
      }
      const audience = audienceOf(visitor, preview || headers.has('Set-Cookie'))
      headers.set('Cache-Control', pageCacheControl(status, audience))
      let body = await httpResponse.getBody()
      if (/^text\/html/.test(headers.get('Content-Type') ?? '')) {
        body = withSectionAssets(body, pageContext.data, { stylesheets: sectionStylesheets, registryChunk })
        if (inlineStylesheets) body = inlineStylesheets(body, token)
        body = pageHtmlOrder(body)
        const fonts = fontPreloadsToHeader(body)
        body = fonts.html
        // beside any Link the page's own headers carry
        if (fonts.link) headers.append('Link', fonts.link)
      }
      const page: RenderedPage = { status, headers: [...headers], ...pageBytes(body, token), token, etag: weakEtag(body, token) }
      if (!key || !renderCache) return { page, kept: undefined }
      if (status === 200 && audience !== 'person') return { page, kept: renderCache.set(key, page) }
      renderCache.delete(key)
      return { page, kept: undefined }
    }

    // the kept entry, when this page is one: its gzip is made once and reused
    let kept: CachedRender | undefined = key ? renderCache?.get(key) : undefined
    const stale = key && !kept ? renderCache?.stale(key) : undefined
    if (stale) {
      // past its TTL: this response takes the kept page, and one request renders it again behind it
      kept = stale.entry
      if (stale.refresh) {
        const path = c.req.path
        renderAndKeep()
          .then(({ kept: renewed }) => renewed && keptNonceGzip(renewed))
          .catch((error: unknown) => {
            renderCache?.delete(key!)
            logLine({ level: 'warn', msg: 'render cache refresh failed', path, error: String(error) })
          })
      }
    }
    let page: RenderedPage | undefined = kept
    if (!page) ({ page, kept } = await renderAndKeep())

    const headers = new Headers(page.headers)
    headers.set('ETag', page.etag)
    if (page.status === 200 && matchesIfNoneMatch(c.req.header('If-None-Match'), page.etag)) {
      headers.set('Content-Length', String(page.body.length))
      return notModified(headers)
    }
    const nonce = c.get('cspNonce')
    const head = c.req.method === 'HEAD'
    if (kept && kept.body.length >= COMPRESSION_THRESHOLD && fitsPlaceholder(nonce, kept.token) && acceptsEncoding(c.req.header('Accept-Encoding'), 'gzip')) {
      // a kept page goes as the gzip made when it was kept, with this response's nonce written in: no compressing
      // per response, even for browsers that would take brotli (nonceGzip; the README's compression says why)
      const gzip = await keptNonceGzip(kept)
      if (gzip) {
        const body = gzipWithNonce(gzip, kept, nonce)
        headers.set('Content-Encoding', 'gzip')
        appendVary(headers, 'Accept-Encoding')
        headers.set('Content-Length', String(body.length))
        return bytesResponse(head ? null : body, { status: kept.status, headers })
      }
    }
    const body = withNonce(page, nonce)
    headers.set('Content-Length', String(body.length))
    return bytesResponse(head ? null : body, { status: page.status, headers })
  }
}
