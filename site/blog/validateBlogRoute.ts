import type { PageContextServer } from 'vike/types'
import { parsePageNumber, type GuardRoute } from '../../runtime/routing'

/** A slug as content allows it (the schemas' uid pattern). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * SPEC §5 route validation of the blog lists: the author or category is a slug, a page number an integer from 1
 * written canonically. Whether they exist, and the page is within range, is the data hook's to say (a 404 too).
 */
export function validateListRoute(route: GuardRoute, _pageContext?: PageContextServer): boolean {
  const { user, category, pageNumber } = route.params
  if (user !== undefined && !SLUG.test(user)) return false
  if (category !== undefined && !SLUG.test(category)) return false
  return pageNumber === undefined || parsePageNumber(pageNumber) !== null
}

/** SPEC §5 route validation of an article: its slug. */
export function validateArticleRoute(route: GuardRoute, _pageContext?: PageContextServer): boolean {
  return SLUG.test(route.params.slug ?? '')
}
