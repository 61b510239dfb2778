import { getContentReader } from '../../server/content'
import { HOME_SLUG } from '../../brand'

/** Every published page's URL for `PRERENDER=1` builds (route rules choose which are written). */
export async function onBeforePrerenderStart(): Promise<string[]> {
  const pages = await getContentReader().listPages()
  return pages.map((page) => (page.slug === HOME_SLUG ? '/' : `/${page.slug}`))
}
