import type { PageContext } from 'vike/types'
import { BRAND_NAME } from '../../brand'
import { pageSeo } from '../../seo/seoOfPage'

/** SPEC §9: `metaTitle | brand`, with '|' as the title separator, as buildPageSeo made it for the head. */
export default (pageContext: PageContext) => pageSeo(pageContext)?.title ?? BRAND_NAME
