import type { Root } from 'hast'
import { sanitize } from 'hast-util-sanitize'
import { applyContentPolicy } from './applyContentPolicy'
import { parseHtmlFragment } from './parseHtmlFragment'
import { schema } from './schema'
import { serializeHtml } from './serializeHtml'
import { textOnly } from './textOnly'

/** How many parse-sanitise-serialise rounds may run before giving up on markup. */
const MAX_PASSES = 4

function sanitizeOnce(html: string, maxDepth: number): string {
  const tree = sanitize(parseHtmlFragment(html, maxDepth), schema) as Root
  applyContentPolicy(tree)
  return serializeHtml(tree)
}

/**
 * Sanitises an HTML fragment with a nesting limit and returns a fixed point: a string that parses, in the
 * browser as in parse5, back into exactly the tree that was judged safe. One pass is not always enough: when
 * an element is unwrapped (`<p><form><div>`) the HTML parser can restructure the serialised result, which is
 * how mutation XSS slips past sanitisers. So the output is parsed and sanitised again until it no longer
 * changes; that also makes `sanitizeHtml` idempotent. Should no fixed point appear within a few passes, only
 * the text is kept, which is stable by construction.
 */
export function sanitizeFragment(html: string, maxDepth: number): string {
  let previous = html
  let current = sanitizeOnce(html, maxDepth)
  for (let pass = 1; current !== previous && pass < MAX_PASSES; pass++) {
    previous = current
    current = sanitizeOnce(current, maxDepth)
  }
  if (current === previous) return current
  return textOnly(current, maxDepth)
}
