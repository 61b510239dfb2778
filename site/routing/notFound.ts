import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { notFoundError } from '../../runtime/routing'
import { guardRouteOf } from './guardPage'

/** SPEC §8: `throw notFound(pageContext)` in a data hook answers 404 `Page Not Found: {fullPath}`. */
export function notFound(pageContext: PageContextServer): ReturnType<typeof render> {
  return render(404, notFoundError(guardRouteOf(pageContext).fullPath).message)
}
