import type { PageContext } from 'vike/types'
import type { SlugPageData } from './+data'
import { BRAND_NAME } from '../../brand'

/** SPEC §9: `metaTitle | brand`, with '|' as the title separator, as buildPageSeo made it for the head. */
export default (pageContext: PageContext<SlugPageData>) => pageContext.data?.seo.title ?? BRAND_NAME
