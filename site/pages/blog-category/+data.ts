import type { PageContextServer } from 'vike/types'
import type { BlogListData } from '../../blog/BlogData'
import { loadArticleList } from '../../blog/loadArticleList'
import { refusedAsForbidden } from '../../routing/refusedAsForbidden'

/** A category's articles (SPEC §2 `/blog/categories/:category`). */
export function data(pageContext: PageContextServer): Promise<BlogListData> {
  return loadArticleList(pageContext, { kind: 'category', slug: pageContext.routeParams.category! }).catch(refusedAsForbidden)
}
