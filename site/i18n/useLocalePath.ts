import { usePageContext } from 'vike-react/usePageContext'
import { localePath } from '../../runtime/i18n'
import { pageLocale } from './pageLocale'

/**
 * The page's locale applied to a site path: `/blog/p/2` on a German page is `/de/blog/p/2`. Paths in page data stay
 * as the routes see them (without the prefix); what the page links to goes through this, so a German page links to
 * German pages.
 */
export function useLocalePath(): (path: string) => string {
  const locale = pageLocale(usePageContext())
  return (path) => localePath(path, locale)
}
