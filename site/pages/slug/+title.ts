import type { PageContext } from 'vike/types'
import type { SlugPageData } from './+data'
import { BRAND_NAME, TITLE_SEPARATOR } from '../../brand'

/** SPEC §9: `metaTitle | brand`, with '|' as the title separator. */
export default (pageContext: PageContext<SlugPageData>) => {
  const page = pageContext.data?.page
  const title = page?.seo?.metaTitle || page?.title
  return title ? `${title} ${TITLE_SEPARATOR} ${BRAND_NAME}` : BRAND_NAME
}
