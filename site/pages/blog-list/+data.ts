import type { PageContextServer } from 'vike/types'
import type { BlogListData } from '../../blog/BlogData'
import { loadArticleList } from '../../blog/loadArticleList'
import { refusedAsForbidden } from '../../routing/refusedAsForbidden'

/** The blog home and its later pages (SPEC §2). */
export function data(pageContext: PageContextServer): Promise<BlogListData> {
  return loadArticleList(pageContext, { kind: 'blog' }).catch(refusedAsForbidden)
}
