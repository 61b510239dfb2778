import type { PageContextServer } from 'vike/types'
import type { ArticleData } from '../../blog/BlogData'
import { loadArticle } from '../../blog/loadArticle'
import { refusedAsForbidden } from '../../routing/refusedAsForbidden'

/** One article (SPEC §2 `/blog/:slug`). */
export function data(pageContext: PageContextServer): Promise<ArticleData> {
  return loadArticle(pageContext).catch(refusedAsForbidden)
}
