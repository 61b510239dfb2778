import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { renderPage } from 'vike/server'
import type { SiteConfig } from './config'
import { PREVIEW_COOKIE, verifyPreview } from './previewCookie'

/** Options of createApp. */
export interface AppOptions {
  config: SiteConfig
  /** Serves built client assets (production); development leaves them to Vite. */
  serveAssets?: Parameters<Hono['use']>[1]
}

/**
 * The site server as a web-standard app: health, assets, then every other GET through Vike's renderPage.
 * Stateless: any number of instances can run behind a load balancer or CDN.
 */
export function createApp({ config, serveAssets }: AppOptions): Hono {
  const app = new Hono()

  app.get('/healthz', (c) => c.json({ status: 'ok' }))

  if (serveAssets) app.use('/assets/*', serveAssets)

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const preview = verifyPreview(config.previewSecret, getCookie(c, PREVIEW_COOKIE))
    const pageContext = await renderPage({
      urlOriginal: c.req.url,
      headersOriginal: Object.fromEntries(c.req.raw.headers),
      preview,
      production: config.production,
    })
    const { httpResponse } = pageContext
    const headers = new Headers(httpResponse.headers)
    // SSR responses carry the real status code (issue 6); preview must never reach a shared cache
    if (preview) headers.set('Cache-Control', 'private, no-store')
    const body = c.req.method === 'HEAD' ? null : httpResponse.getReadableWebStream()
    return new Response(body, { status: httpResponse.statusCode, headers })
  })

  return app
}
