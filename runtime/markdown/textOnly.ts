import type { RootContent } from 'hast'
import { createSchemaSanitizer } from './createSanitizeProcessor'
import { serializeHtml } from './serializeHtml'

const schemaSanitizer = createSchemaSanitizer()

/**
 * The text of a fragment, what the schema keeps of it, as escaped HTML with no markup at all. It parses back
 * into the same single text node, so it is a fixed point of sanitisation: the last resort of sanitizeFragment.
 */
export function textOnly(html: string, maxDepth: number): string {
  const tree = schemaSanitizer.runSync(schemaSanitizer.parse({ value: html, data: { maxDepth } }))
  const parts: string[] = []
  const stack: RootContent[] = [...tree.children].reverse()
  while (stack.length > 0) {
    const node = stack.pop() as RootContent
    if (node.type === 'text') parts.push(node.value)
    else if (node.type === 'element') for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as RootContent)
  }
  return serializeHtml({ type: 'root', children: [{ type: 'text', value: parts.join('') }] })
}
