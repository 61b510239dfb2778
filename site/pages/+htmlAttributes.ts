import type { PageContextServer } from 'vike/types'
import { DEFERRED_DRAWING } from '../layouts/deferredDrawing'
import { visitorCookies } from '../server/visitorCookies'

/**
 * The root element's attributes in the server's HTML: SPEC §4 Dark mode's `class="dark"` when the dark-mode cookie
 * is true, and the mark that defers drawing the page below its first section (deferredDrawing.ts). Not in
 * development: there sections hydrate as components (prepareSections), and React would report every section the
 * drawing had marked before hydrating it as an attribute mismatch.
 */
export default function htmlAttributes(pageContext: PageContextServer): Record<string, string> {
  const attributes: Record<string, string> = import.meta.env.DEV ? {} : { [DEFERRED_DRAWING.attribute]: DEFERRED_DRAWING.value }
  if (visitorCookies(pageContext.headers?.cookie).dark) attributes.class = 'dark'
  return attributes
}
