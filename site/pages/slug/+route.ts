import type { PageContext } from 'vike/types'
import { HOME_SLUG } from '../../brand'

/** SPEC §2 `/:slug?`: one path segment of lower-case words and hyphens, or none for the home page. */
const SLUG_PATH = /^\/(?:([a-z0-9]+(?:-[a-z0-9]+)*)\/?)?$/

export default function route(pageContext: PageContext) {
  const match = SLUG_PATH.exec(pageContext.urlPathname)
  if (!match) return false
  return { routeParams: { slug: match[1] ?? HOME_SLUG }, precedence: -10 }
}
