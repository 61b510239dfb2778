import type { PageContext } from 'vike/types'

/** SPEC §2 `/blog/:slug` (validated by +validate); a name with a dot is a file (`/blog/rss.xml`), never an article. */
const PATH = /^\/blog\/([^/.]+)$/

export default function route(pageContext: PageContext) {
  const match = PATH.exec(pageContext.urlPathname)
  return match ? { routeParams: { slug: match[1]! } } : false
}
