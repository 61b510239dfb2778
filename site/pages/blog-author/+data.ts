import type { PageContextServer } from 'vike/types'
import type { BlogListData } from '../../blog/BlogData'
import { loadArticleList } from '../../blog/loadArticleList'
import { refusedAsForbidden } from '../../routing/refusedAsForbidden'

/** An author's articles (SPEC §2 `/blog/author/:user`). */
export function data(pageContext: PageContextServer): Promise<BlogListData> {
  return loadArticleList(pageContext, { kind: 'author', slug: pageContext.routeParams.user! }).catch(refusedAsForbidden)
}
