import { Hono, type Context } from 'hono'
import { generateCookie } from 'hono/cookie'
import { sameSecret } from '../../../runtime/content/sameSecret'
import { DEFAULT_LOCALE, isLocale, localePath } from '../../../runtime/i18n'
import { isNavigationError, redirectResponse } from '../../../runtime/routing'
import { HOME_SLUG } from '../../brand'
import type { SiteConfig } from '../config'
import { PREVIEW_COOKIE, signPreview } from '../previewCookie'
import { clientAddress } from '../http/clientAddress'
import { secureCookies } from '../http/secureCookies'

/** Options of previewRoutes. */
export interface PreviewRoutesOptions {
  /** How long a wrong secret waits before its 401, to slow guessing. Default 1000 ms. */
  failureDelayMs?: number
  /** How long a preview lasts. Default one hour. */
  maxAgeSeconds?: number
}

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/**
 * The preview cookie's attributes. Off this machine it is `SameSite=None; Secure; Partitioned`: Strapi's preview
 * pane frames the site, and when the admin lives on another site a Lax cookie set in that frame would never come
 * back; partitioned, it is kept for that admin's frames (and a preview in a tab of its own) and no one else's. On
 * this machine the admin and the site are the same site, and Lax does.
 */
function previewCookieFlags(url: string) {
  const secure = secureCookies(url)
  return secure ? ({ path: '/', httpOnly: true, sameSite: 'None', secure, partitioned: true } as const) : ({ path: '/', httpOnly: true, sameSite: 'Lax', secure } as const)
}

/**
 * The page a preview link names: Strapi's preview handler sends `about`, `blog/{slug}` and the document's locale;
 * `homepage` is `/`; a German entry's page is under `/de`. Null for a locale the site does not have.
 */
function previewPath(slug: string | undefined, locale: string | undefined): string | null {
  if (locale && !isLocale(locale)) return null
  const path = !slug || slug === HOME_SLUG ? '/' : slug.startsWith('/') ? slug : `/${slug}`
  return localePath(path, locale || DEFAULT_LOCALE)
}

/**
 * Preview. `GET /api/preview?secret=…&slug=…&locale=…` (the link Strapi's preview button opens, cms/config/admin.js):
 * a secret compared in constant time with PREVIEW_SECRET, else 401 after a delay, logged; then the signed httpOnly
 * preview cookie and a redirect to the page, checked like every redirect (a slug that would leave the site is a
 * 400). `status=published` shows the published version: the cookie is cleared instead. `GET /api/preview/exit`
 * clears the cookie and goes back to `?redirect=` (a path of the site) or `/`.
 */
export function previewRoutes(config: Pick<SiteConfig, 'previewSecret'> & Partial<Pick<SiteConfig, 'trustProxy'>>, options: PreviewRoutesOptions = {}): Hono {
  const { failureDelayMs = 1000, maxAgeSeconds = 3600 } = options
  const app = new Hono()

  app.get('/api/preview', async (c) => {
    const secret = config.previewSecret
    if (!secret) return c.text('Not Found: preview is off (set PREVIEW_SECRET)', 404, NO_STORE)
    if (!sameSecret(c.req.query('secret') ?? '', secret)) {
      console.warn(JSON.stringify({ level: 'warn', msg: 'preview: wrong secret', ip: clientAddress(c, config.trustProxy), userAgent: c.req.header('user-agent') }))
      await new Promise((resolve) => setTimeout(resolve, failureDelayMs))
      return c.text('Unauthorized', 401, NO_STORE)
    }
    const flags = previewCookieFlags(c.req.url)
    const published = c.req.query('status') === 'published'
    const cookie = published
      ? generateCookie(PREVIEW_COOKIE, '', { ...flags, maxAge: 0 })
      : generateCookie(PREVIEW_COOKIE, signPreview(secret, Date.now() + maxAgeSeconds * 1000), { ...flags, maxAge: maxAgeSeconds })
    const path = previewPath(c.req.query('slug'), c.req.query('locale'))
    if (path === null) return c.text(`Bad Request: locale: not one of the site's locales`, 400, NO_STORE)
    try {
      return redirectResponse(path, { status: 307, headers: { ...NO_STORE, 'Set-Cookie': cookie } })
    } catch (error) {
      if (isNavigationError(error)) return c.text(`Bad Request: slug: ${error.message}`, 400, NO_STORE)
      throw error
    }
  })

  app.get('/api/preview/exit', (c) => {
    const cookie = generateCookie(PREVIEW_COOKIE, '', { ...previewCookieFlags(c.req.url), maxAge: 0 })
    const headers = { ...NO_STORE, 'Set-Cookie': cookie }
    try {
      return redirectResponse(c.req.query('redirect') || '/', { status: 303, headers })
    } catch (error) {
      if (!isNavigationError(error)) throw error
      // leaving preview never fails: a target that is not a path of the site goes home
      return redirectResponse('/', { status: 303, headers })
    }
  })
  return app
}
