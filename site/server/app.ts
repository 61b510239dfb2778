import { Hono } from 'hono'
import { dirname, join } from 'node:path'
import { createStrapiClient } from '../../runtime/content'
import { clearStaleSession } from './auth/clearStaleSession'
import { createAuthApp } from './auth/createAuthApp'
import { botProtectionConfig } from './botProtection/botProtectionConfig'
import { createBotProtection } from './botProtection/createBotProtection'
import { createStrapiSpentChallenges } from './botProtection/strapiSpentChallenges'
import { readCommerceConfig } from './commerce/commerceConfig'
import { imageOrigins, uploadsOnSite, type SiteConfig } from './config'
import { accessLog } from './http/accessLog'
import { apiFallback } from './http/apiFallback'
import type { AppEnv } from './http/AppEnv'
import { compression } from './http/compression'
import { policyForScripts } from './http/contentSecurityPolicy'
import { errorHandler } from './http/errorHandler'
import { healthRoutes } from './http/healthRoutes'
import type { Readiness } from './http/readiness'
import { missingFiles } from './http/missingFiles'
import { isPageDataPath } from './http/pageDataPath'
import { clientAddress } from './http/clientAddress'
import { rateLimit } from './http/rateLimit'
import { readOnlyMethods } from './http/readOnlyMethods'
import { createRenderCache } from './http/renderCache'
import { renderPageHandler, type RenderPageHandlerOptions } from './http/renderPageHandler'
import { requestLimits } from './http/requestLimits'
import { readSectionAssets } from './http/sectionStylesheets'
import { securityHeaders } from './http/securityHeaders'
import { staticFiles } from './http/staticFiles'
import { contentRuntime } from './content'
import { projectRoot } from './projectRoot'
import { createRegisterApp } from './register/createRegisterApp'
import { createSupportRequestApp } from './support/createSupportRequestApp'
import type { RedisLink } from './instances/redisLink'
import { blogRssRoute } from './routes/blogRss'
import { cachePurgeRoute, carriesPurgeSecret } from './routes/cachePurge'
import { previewRoutes } from './routes/preview'
import { redirectFallback } from './routes/redirectFallback'
import { robotsTxtRoute } from './routes/robotsTxt'
import { sitemapXmlRoute } from './routes/sitemapXml'
import { uploadsRoute } from './routes/uploads'
import { uploadsAsWebp } from './routes/uploadsAsWebp'

/** Options of createApp. */
export interface AppOptions {
  config: SiteConfig
  /** The built client folder (dist/client) to serve files from in production; development leaves them to Vite. */
  clientDir?: string | undefined
  /** Whether the content source can serve, for /healthz (createReadiness over a content read). */
  contentReadiness: Readiness
  /** True once shutdown began: /healthz answers 503 so a load balancer stops sending traffic. */
  draining?: () => boolean
  /** Vike's renderPage; tests pass a stand-in. */
  render?: RenderPageHandlerOptions['render']
  /** Redis shared by the instances (REDIS_URL): purges reach every instance, rate limits count across them. */
  redis?: RedisLink | undefined
}


/**
 * The site server as a web-standard app, a composition of small middleware (site/server/http): a log line per
 * request, security headers on every response, request limits, compression; then health, files, and every other
 * GET through Vike's renderPage. Stateless: any number of instances can run behind a load balancer or CDN, sharing
 * purges and rate limits through Redis when given one.
 */
export function createApp({ config, clientDir, contentReadiness, draining, render, redis }: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use(accessLog())
  // the search forms may go to their configured addresses; the bot check's widget may need workers or a frame
  const commerce = readCommerceConfig()
  // the auth endpoints' client of Strapi; ALTCHA's spent payloads are kept there too, shared by every instance
  const authStrapi = createStrapiClient({ url: config.strapiUrl, timeout: config.strapiTimeout })
  const bots = createBotProtection(botProtectionConfig(), {
    spent: config.proxySecret ? createStrapiSpentChallenges({ strapi: authStrapi, proxySecret: config.proxySecret }) : undefined,
  })
  const policyOptions = {
    imageOrigins: imageOrigins(config),
    chatScriptUrl: process.env.CHAT_SCRIPT_URL,
    development: !config.production,
    formActionUrls: [commerce.domainSearchUrl, commerce.docsSearchUrl],
    frameUrls: bots.frameOrigins,
    workers: bots.workers,
  }
  const framedPolicy = config.previewFrameOrigin ? policyForScripts({ ...policyOptions, frameAncestors: [config.previewFrameOrigin] }) : undefined
  app.use(securityHeaders(policyForScripts(policyOptions), { framedPolicy }))
  app.use(requestLimits())
  // text responses made per request; files compressed at build go as they are (staticFiles)
  app.use(compression())
  app.onError(errorHandler())

  app.route('/', healthRoutes({ content: contentReadiness, ...(draining ? { draining } : {}) }))

  // what checks a password, token or secret is rate limited per client, ahead of every route; the session
  // read each page load makes (GET /api/auth/me) is not, nor a purge with the right secret: Strapi's webhook sends one
  // per publish, a bulk publish many at once, and a guesser at the same address must not hold them up
  const limitGuesses = rateLimit({
    skip: (c) => (c.req.method === 'GET' && c.req.path === '/api/auth/me') || carriesPurgeSecret(c, config.purgeSecret),
    clientOf: (c) => clientAddress(c, config.trustProxy),
    ...(redis ? { redis: { link: redis, name: 'guesses' } } : {}),
  })
  app.use('/api/auth/*', limitGuesses)
  app.use('/api/preview', limitGuesses)
  app.use('/api/cache/purge', limitGuesses)
  // the contact form's messages: the sign-ins' limits, counted apart, so writing to support never locks a sign-in out
  app.use('/api/support/*', rateLimit({ clientOf: (c) => clientAddress(c, config.trustProxy), ...(redis ? { redis: { link: redis, name: 'support' } } : {}) }))

  // the register form's bot check, and registration checked before it reaches Strapi. Mounted ahead of
  // the auth endpoints so that POST /api/auth/register is always this one.
  app.route('/', bots.routes)
  app.route('/api/auth', createRegisterApp({ strapi: authStrapi, botCheck: bots.check, proxySecret: config.proxySecret, trustProxy: config.trustProxy }))
  app.route('/api/auth', createAuthApp({ config, strapi: authStrapi, botCheck: bots.check }))
  // the support chat's contact form, without a chat provider: behind the same bot check, kept in Strapi
  app.route('/api/support', createSupportRequestApp({ strapi: authStrapi, botCheck: bots.check, proxySecret: config.proxySecret, trustProxy: config.trustProxy }))

  if (clientDir) {
    // every file under /assets/ has a content hash in its name; public files (favicon …) keep their names
    // the build-update check must see a new deploy: latest.json is revalidated, never kept
    app.use('/assets/builds/latest.json', staticFiles({ root: clientDir, cacheControl: 'no-cache' }))
    app.use('/assets/*', staticFiles({ root: clientDir, cacheControl: 'public, max-age=31536000, immutable', precompressed: true }))
    const servePublic = staticFiles({ root: clientDir, cacheControl: 'public, max-age=3600' })
    // only paths that name a file: page paths never reach the file system
    // prerendered page data (PRERENDER=1) is for static hosts: here the guards and preview decide, so Vike renders it
    app.use('*', (c, next) => (/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) && !isPageDataPath(c.req.path) ? servePublic(c, next) : next()))
  }

  if (uploadsOnSite(config)) {
    const uploads = new Hono()
    if (config.contentSource === 'files') {
      // the files source leaves upload URLs relative (/uploads/<file>): serve the content pack's media there
      const media = join(config.contentDir ?? join(projectRoot(), 'content'), 'media')
      uploads.use('/uploads/*', staticFiles({ root: media, cacheControl: 'public, max-age=86400', rewriteRequestPath: (path) => path.replace(/^\/uploads/, '') }))
    } else {
      // Strapi's uploads at the same site-relative URLs, passed on (and the small ones kept) by the site
      uploads.route('/', uploadsRoute({ upstream: config.strapiUrl, timeoutMs: config.strapiTimeout }))
    }
    // JPEG and PNG uploads as WebP to a browser that takes it, made from the uploads as served here
    app.route('/', uploadsAsWebp({ upload: async (name) => uploads.request(`/uploads/${name}`) }))
    app.route('/', uploads)
  }

  // SEO files, preview, the purge webhook, and redirect rules for paths no page matches
  app.route('/', robotsTxtRoute())
  app.route('/', sitemapXmlRoute())
  app.route('/', blogRssRoute())
  app.route('/', previewRoutes(config))
  app.route('/', cachePurgeRoute(config, redis))
  // every API route is above: an API request none took is a 405 or a 404 of the API's own
  app.use(apiFallback(app))
  app.use(redirectFallback())
  // every route that takes a body is above: what is left is only read
  app.use(readOnlyMethods())

  const { stylesheets: sectionStylesheets, registryChunk } = clientDir ? readSectionAssets(dirname(clientDir)) : {}
  // a page is rendered again when its content is: after the content TTL, or at once after a purge
  const renderCache = config.renderCache ? createRenderCache({ ttlMs: config.contentTtl, generation: () => contentRuntime().cache.generation }) : undefined
  // a file no route above served is a short 404, not a rendered page
  app.use('*', clearStaleSession())
  app.on(['GET', 'HEAD'], '*', missingFiles())
  app.on(['GET', 'HEAD'], '*', renderPageHandler({ config, sectionStylesheets, registryChunk, renderCache, ...(render ? { render } : {}) }))

  return app
}
