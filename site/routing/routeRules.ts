import { LOCALES, localePath, type Locale } from '../../runtime/i18n'
import type { RouteRule, RouteRules } from '../../runtime/routing'
import { HOME_SLUG } from '../brand.ts'
import { slugIn } from './sitePages.ts'

/** Rules of the paths every locale has, as the default locale writes them: each locale gets them under its prefix. */
const IN_EVERY_LOCALE: RouteRules = {
  // SPEC §2: page 1 of a list lives at the list's own address
  '/blog/p/1': { redirect: '/blog' },
  '/blog/author/:user/p/1': { redirect: '/blog/author/:user' },
  '/blog/categories/:category/p/1': { redirect: '/blog/categories/:category' },
  // SPEC §2 Link resolution: the home page's slug is '/'; its own path answered 200 with the home page's content
  [`/${HOME_SLUG}`]: { redirect: '/' },

  '/blog/**': { prerender: true },
}

/** The content pages written as static HTML, by their default locale's slug; translations by theirs (sitePages). */
const PRERENDERED_PAGES = ['about', 'terms-of-service', 'privacy-policy', 'acceptable-usage-policy', 'company-details']

function inLocale(rule: RouteRule, locale: Locale): RouteRule {
  if (rule.redirect === undefined) return rule
  const redirect = typeof rule.redirect === 'string' ? localePath(rule.redirect, locale) : { ...rule.redirect, to: localePath(rule.redirect.to, locale) }
  return { ...rule, redirect }
}

/**
 * The site's build-time route rules (DESIGN: route rules; SPEC §7: the build metadata's matcher), over the paths
 * visitors ask for, locale prefix included (`/de/blog/p/1` goes to `/de/blog`): redirects the guards apply before
 * middleware, and the paths `PRERENDER=1 npm run build` writes out as static HTML and page data. Pages whose HTML
 * depends on a visitor setting (prices in their currency) stay server-rendered: so do the blog's articles and list
 * pages that quote a price (site/blog/prerenderUrls.ts leaves them out).
 */
export const routeRules: RouteRules = Object.fromEntries(
  LOCALES.flatMap(({ code }) => [
    ...Object.entries(IN_EVERY_LOCALE).map(([pattern, rule]) => [localePath(pattern, code), inLocale(rule, code)] as const),
    ...PRERENDERED_PAGES.flatMap((slug) => {
      const translated = slugIn(slug, code)
      return translated === null ? [] : [[localePath(`/${translated}`, code), { prerender: true }] as const]
    }),
  ]),
)
