import type { PageContextServer } from 'vike/types'
import type { CommerceSettings } from '../../../runtime/commerce'
import type { SectionEntry } from '../../../runtime/registry/SectionEntry'
import type { Page } from '../../../runtime/generated/types'
import { HOME_SLUG } from '../../brand'
import { notFound } from '../../routing/notFound'
import { buildPageSeo } from '../../seo/buildPageSeo'
import { loadSiteSeo } from '../../seo/loadSiteSeo'
import type { PageSeo } from '../../seo/PageSeo'
import { loadCommerceSettings } from '../../server/commerce/loadCommerceSettings'
import { getContentReader } from '../../server/content'
import { prepareSections } from '../../server/prepareSections'
import { visitorCurrency } from '../../server/visitorCurrency'

/** What the slug page renders: the page's fields without its raw sections, and the prepared sections. */
export interface SlugPageData {
  page: Omit<Page, 'sections'>
  sections: SectionEntry[]
  diagnostics: boolean
  seo: PageSeo
  /** What the commerce sections need for this visit: currency, addresses, endings on sale (issue 8). */
  commerce: CommerceSettings
}

/** Reads a page by slug (SPEC §2 `/:slug?`); no such page is a 404 with SPEC §8's message. */
export async function data(pageContext: PageContextServer): Promise<SlugPageData> {
  const slug = pageContext.routeParams.slug!
  const currency = await visitorCurrency(pageContext)
  const reader = getContentReader({ currency })
  const found = await reader.getPage(slug, { preview: pageContext.draft === true })
  if (!found) throw notFound(pageContext)
  const { sections: raw, ...page } = found
  const diagnostics = !pageContext.production || pageContext.preview
  const sections = await prepareSections(raw, { page: pageContext.urlPathname, diagnostics })
  const path = slug === HOME_SLUG ? '/' : `/${slug}`
  const seo = buildPageSeo(await loadSiteSeo(), {
    path,
    title: page.title,
    seo: page.seo,
    hreflangs: page.hreflangs,
    breadcrumbs: slug === HOME_SLUG ? [] : [{ name: page.title, path }],
    preview: pageContext.draft === true,
  })
  const commerce = await loadCommerceSettings({ reader, currency, sections })
  return { page, sections, diagnostics, seo, commerce }
}
