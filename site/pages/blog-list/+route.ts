import type { PageContext } from 'vike/types'

/** SPEC §2 `/blog` and `/blog/p/:pageNumber` (validated by +validate). */
const PATH = /^\/blog(?:\/p\/([^/]+))?$/

export default function route(pageContext: PageContext) {
  const match = PATH.exec(pageContext.urlPathname)
  if (!match) return false
  return { routeParams: match[1] === undefined ? {} : { pageNumber: match[1] } }
}
