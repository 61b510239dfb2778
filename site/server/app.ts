import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { renderPage } from 'vike/server'
import type { SiteConfig } from './config'
import { PREVIEW_COOKIE, verifyPreview } from './previewCookie'
import { projectRoot } from './projectRoot'

/** Options of createApp. */
export interface AppOptions {
  config: SiteConfig
  /** The built client folder (dist/client) to serve files from in production; development leaves them to Vite. */
  clientDir?: string | undefined
}

/**
 * The site server as a web-standard app: health, assets, then every other GET through Vike's renderPage.
 * Stateless: any number of instances can run behind a load balancer or CDN.
 */
export function createApp({ config, clientDir }: AppOptions): Hono {
  const app = new Hono()

  app.get('/healthz', (c) => c.json({ status: 'ok' }))

  if (clientDir) {
    // every file under /assets/ has a content hash in its name; public files (favicon …) keep their names
    app.use('/assets/*', serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }))
    const servePublic = serveStatic({ root: clientDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') })
    // only paths that name a file: page paths never reach the file system
    app.use('*', (c, next) => (/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? servePublic(c, next) : next()))
  }

  if (config.contentSource === 'files') {
    // the files source leaves upload URLs relative (/uploads/<file>): serve the content pack's media there
    app.use(
      '/uploads/*',
      serveStatic({
        root: join(config.contentDir ?? join(projectRoot(), 'content'), 'media'),
        rewriteRequestPath: (path) => path.replace(/^\/uploads/, ''),
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=86400'),
      }),
    )
  }

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const preview = verifyPreview(config.previewSecret, getCookie(c, PREVIEW_COOKIE))
    // one nonce per response: Vike puts it on its scripts; inline scripts of ours read pageContext.cspNonce
    const cspNonce = randomBytes(16).toString('base64url')
    const pageContext = await renderPage({
      urlOriginal: c.req.url,
      cspNonce,
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
