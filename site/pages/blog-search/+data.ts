import type { PageContextServer } from 'vike/types'
import { loadArticleSearch, type BlogSearchData } from '../../blog/loadArticleSearch'
import { refusedAsForbidden } from '../../routing/refusedAsForbidden'

/** The site's own article search. */
export function data(pageContext: PageContextServer): Promise<BlogSearchData> {
  return loadArticleSearch(pageContext).catch(refusedAsForbidden)
}
