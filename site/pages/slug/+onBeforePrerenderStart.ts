import { LOCALES, localePath } from '../../../runtime/i18n'
import { getContentReader } from '../../server/content'
import { HOME_SLUG } from '../../brand'

/** Every published page's URL in every locale for `PRERENDER=1` builds (route rules choose which are written). */
export async function onBeforePrerenderStart(): Promise<string[]> {
  const inLocales = await Promise.all(
    LOCALES.map(async ({ code }) => {
      const pages = await getContentReader({ locale: code }).listPages()
      return pages.map((page) => localePath(page.slug === HOME_SLUG ? '/' : `/${page.slug}`, code))
    }),
  )
  return inLocales.flat()
}
