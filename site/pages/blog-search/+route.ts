import type { PageContext } from 'vike/types'
import { BLOG_SEARCH_PATH } from '../../blog/blogPaths'

/** `/blog/search?q=`: ahead of `/blog/:slug`, which would otherwise take it for an article. */
export default function route(pageContext: PageContext) {
  return pageContext.urlPathname === BLOG_SEARCH_PATH ? { routeParams: {}, precedence: 10 } : false
}
