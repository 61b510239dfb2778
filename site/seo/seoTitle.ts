import type { PageContext } from 'vike/types'
import { BRAND_NAME } from '../brand'
import type { PageSeo } from './PageSeo'

/** A page's `+title` from its data's SEO (`metaTitle | brand`), the brand alone before data exists. */
export function seoTitle(pageContext: PageContext): string {
  return (pageContext.data as { seo?: PageSeo } | undefined)?.seo?.title ?? BRAND_NAME
}
