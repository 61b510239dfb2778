import type { PageContext } from 'vike/types'
import { BRAND_NAME } from '../brand'
import { pageSeo } from './seoOfPage'

/** A page's `+title` from its data's SEO (`metaTitle | brand`), the brand alone before data exists. */
export function seoTitle(pageContext: PageContext): string {
  return pageSeo(pageContext)?.title ?? BRAND_NAME
}
