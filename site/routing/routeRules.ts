import type { RouteRules } from '../../runtime/routing'
import { HOME_SLUG } from '../brand.ts'

/**
 * The site's build-time route rules (DESIGN: route rules; SPEC §7: the build metadata's matcher): redirects the
 * guards apply before middleware, and the paths `PRERENDER=1 npm run build` writes out as static HTML and page
 * data. Pages whose HTML depends on a visitor setting (prices in their currency) stay server-rendered: so do the
 * blog's articles and list pages that quote a price (site/blog/prerenderUrls.ts leaves them out).
 */
export const routeRules: RouteRules = {
  // SPEC §2: page 1 of a list lives at the list's own address
  '/blog/p/1': { redirect: '/blog' },
  '/blog/author/:user/p/1': { redirect: '/blog/author/:user' },
  '/blog/categories/:category/p/1': { redirect: '/blog/categories/:category' },
  // SPEC §2 Link resolution: the home page's slug is '/'; its own path answered 200 with the home page's content
  [`/${HOME_SLUG}`]: { redirect: '/' },

  '/blog/**': { prerender: true },
  '/about': { prerender: true },
  '/terms-of-service': { prerender: true },
  '/privacy-policy': { prerender: true },
  '/acceptable-usage-policy': { prerender: true },
  '/company-details': { prerender: true },
}
