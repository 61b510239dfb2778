import type { PageContext } from 'vike/types'

/** SPEC §2 `/blog/author/:user` and `/blog/author/:user/p/:pageNumber` (validated by +validate). */
const PATH = /^\/blog\/author\/([^/]+)(?:\/p\/([^/]+))?$/

export default function route(pageContext: PageContext) {
  const match = PATH.exec(pageContext.urlPathname)
  if (!match) return false
  return { routeParams: { user: match[1]!, ...(match[2] === undefined ? {} : { pageNumber: match[2] }) } }
}
