import type { MiddlewareHandler } from 'hono'
import { PUBLISHED_CACHE_CONTROL } from './pageCacheControl'
import { isPageDataPath } from './pageDataPath'

/** Where the build's hashed files live: nothing else is ever there. */
const ASSETS = '/assets/'

/**
 * Extensions no page has (a page's path is its slug): what browsers, crawlers and scanners ask for as files. HTML is
 * not among them: a person who types `/about.html` gets the site's own 404 page.
 */
const FILE_EXTENSION = /\.(?:m?js|css|map|json|png|jpe?g|gif|webp|avif|ico|svg|woff2?|ttf|otf|txt|xml|php\d?|aspx?|jsp|cgi|env|ini|bak|old|sql|zip|gz|tar|rar|7z|sh|ya?ml|toml|lock|log)$/i

/**
 * A file that is not there is a short 404, not the site's 404 page: rendering that costs time and bytes
 * (docs/server.md) for a browser that asked for a script or an image it cannot show, or for a scanner walking
 * `/wp-login.php` and `/.env`. Placed after every route that serves files (the redirect rules still see
 * the 404). A missing hashed asset is never stored: during a rolling deploy the instance that lacks a new chunk
 * must not have a CDN answer for the instances that have it.
 */
export function missingFiles(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path
    if (isPageDataPath(path)) return next()
    if (path.startsWith(ASSETS)) return c.text('Not found', 404, { 'Cache-Control': 'no-store' })
    if (FILE_EXTENSION.test(path)) return c.text('Not found', 404, { 'Cache-Control': PUBLISHED_CACHE_CONTROL })
    return next()
  }
}
