import type { PageContextServer } from 'vike/types'
import type { CommerceSettings } from '../../../runtime/commerce'
import type { SectionEntry } from '../../../runtime/registry/SectionEntry'
import type { Page } from '../../../runtime/generated/types'
import { HOME_SLUG } from '../../brand'
import { notFound } from '../../routing/notFound'
import { refusedAsForbidden } from '../../routing/refusedAsForbidden'
import { localizedPaths, pageTranslations, type PageTranslation } from '../../seo/pageTranslations'
import { buildPageSeo } from '../../seo/buildPageSeo'
import { loadSiteSeo } from '../../seo/loadSiteSeo'
import type { PageSeo } from '../../seo/PageSeo'
import { loadCommerceSettings } from '../../server/commerce/loadCommerceSettings'
import { getContentReader } from '../../server/content'
import { messagesFor } from '../../i18n/messages'
import { pageLocale } from '../../i18n/pageLocale'
import { prepareSections } from '../../server/prepareSections'
import { visitorCurrency } from '../../server/visitorCurrency'

/**
 * The page's fields the browser reads: the slug (the page's path), the title, and the header's options
 * (pageShellOptions). Its SEO fields reach the head through `seo`, once, not a second time in their raw form.
 */
export type SlugPageFields = Pick<Page, 'slug' | 'title' | 'insetHeader' | 'invertLogo' | 'ribbons'>

/** What the slug page renders: the page's fields, the prepared sections, and the page's SEO. */
export interface SlugPageData {
  page: SlugPageFields
  sections: SectionEntry[]
  diagnostics: boolean
  seo: PageSeo
  /** The page in every locale it exists in: the language switcher's addresses. */
  translations: PageTranslation[]
  /** What the commerce sections need for this visit: currency, addresses, endings on sale. */
  commerce: CommerceSettings
}

/**
 * Reads a page by slug (SPEC §2 `/:slug?`); no such page is a 404 with SPEC §8's message, a read the content service
 * refuses the 403 page.
 */
export function data(pageContext: PageContextServer): Promise<SlugPageData> {
  return readPage(pageContext).catch(refusedAsForbidden)
}

async function readPage(pageContext: PageContextServer): Promise<SlugPageData> {
  const slug = pageContext.routeParams.slug!
  const currency = await visitorCurrency(pageContext)
  const reader = getContentReader({ currency, locale: pageContext.locale })
  const found = await reader.getPage(slug, { preview: pageContext.draft === true })
  if (!found) throw notFound(pageContext)
  const { sections: raw, slug: pageSlug, title, insetHeader, invertLogo, ribbons } = found
  const page: SlugPageFields = { slug: pageSlug, title }
  if (insetHeader !== undefined) page.insetHeader = insetHeader
  if (invertLogo !== undefined) page.invertLogo = invertLogo
  if (ribbons !== undefined) page.ribbons = ribbons
  const diagnostics = !pageContext.production || pageContext.preview
  const locale = pageLocale(pageContext)
  const sections = await prepareSections(raw, { page: pageContext.urlPathname, diagnostics, language: { locale, words: messagesFor(locale) } })
  const pathOf = (of: string) => (of === HOME_SLUG ? '/' : `/${of}`)
  const path = pathOf(slug)
  const translations = pageTranslations(locale, path, localizedPaths(found, pathOf))
  const seo = buildPageSeo(await loadSiteSeo(), {
    path,
    locale,
    translations,
    title,
    seo: found.seo,
    hreflangs: found.hreflangs,
    breadcrumbs: slug === HOME_SLUG ? [] : [{ name: page.title, path }],
    preview: pageContext.draft === true,
  })
  const commerce = await loadCommerceSettings({ reader, currency, locale, sections })
  return { page, sections, diagnostics, seo, translations, commerce }
}
