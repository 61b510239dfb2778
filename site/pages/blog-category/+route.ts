import type { PageContext } from 'vike/types'

/** SPEC §2 `/blog/categories/:category` and `…/p/:pageNumber` (validated by +validate). */
const PATH = /^\/blog\/categories\/([^/]+)(?:\/p\/([^/]+))?$/

export default function route(pageContext: PageContext) {
  const match = PATH.exec(pageContext.urlPathname)
  if (!match) return false
  return { routeParams: { category: match[1]!, ...(match[2] === undefined ? {} : { pageNumber: match[2] }) } }
}
