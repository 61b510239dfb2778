import type { PageSeo } from './PageSeo'

/** What a page context holds of its SEO: in its data, and on the server once the first load's page data has left it out. */
interface WithSeo {
  data?: unknown
  seoForHead?: PageSeo | undefined
}

/**
 * A page's SEO (buildPageSeo), for its head and title: its data's `seo`, or on the server's HTML render, where the
 * page data a first load carries leaves it out (+onAfterRenderHtml), what keepSeoForHead kept of it.
 */
export function pageSeo(pageContext: WithSeo): PageSeo | undefined {
  return pageContext.seoForHead ?? (pageContext.data as { seo?: PageSeo } | null | undefined)?.seo
}

/** Keeps the data's SEO beside it, on the server's page context only (not passed to the client). */
export function keepSeoForHead(pageContext: WithSeo): void {
  const seo = (pageContext.data as { seo?: PageSeo } | null | undefined)?.seo
  if (seo) pageContext.seoForHead = seo
}
