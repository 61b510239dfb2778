import type { Root } from 'hast'
import { createSanitizeProcessor } from './createSanitizeProcessor'
import { serializesLike } from './serializeHtml'
import { textOnly } from './textOnly'

/** How many parse-sanitise-serialise rounds may run before giving up on markup. */
const MAX_PASSES = 4

const processor = createSanitizeProcessor()

// Parsed and sanitised but not serialised: the loop can often tell from the tree alone that it is done.
function sanitizedTree(html: string, maxDepth: number): Root {
  return processor.runSync(processor.parse({ value: html, data: { maxDepth } }))
}

/**
 * Sanitises an HTML fragment with a nesting limit and returns a fixed point: a string that parses, in the
 * browser as in parse5, back into exactly the tree that was judged safe. One pass is not always enough: when
 * an element is unwrapped (`<p><form><div>`) the HTML parser can restructure the serialised result, which is
 * how mutation XSS slips past sanitisers. So the output is parsed and sanitised again until it no longer
 * changes; that also makes `sanitizeHtml` idempotent. Should no fixed point appear within a few passes, only
 * the text is kept, which is stable by construction. A pass whose sanitised tree is the previous one node for node
 * ends the loop without being serialised (serializesLike): it would give the same string.
 */
export function sanitizeFragment(html: string, maxDepth: number): string {
  let input = html
  let tree = sanitizedTree(html, maxDepth)
  let output = processor.stringify(tree)
  for (let pass = 1; output !== input; pass++) {
    if (pass === MAX_PASSES) return textOnly(output, maxDepth)
    const next = sanitizedTree(output, maxDepth)
    // The same tree again: it would serialise to `output`, which is then the fixed point. Saves serialising it.
    if (serializesLike(next, tree)) return output
    input = output
    tree = next
    output = processor.stringify(next)
  }
  return output
}
