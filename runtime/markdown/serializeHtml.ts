import type { Properties, Root, RootContent } from 'hast'
import { toHtml } from 'hast-util-to-html'

// Two Unicode noncharacters stand in for `<` and `>` inside attribute values while hast-util-to-html runs, which
// has no option to escape them there. Content never legitimately holds noncharacters; any it does hold become
// U+FFFD first, so the stand-ins are unambiguous.
const LESS_THAN = '\ufdd0'
const GREATER_THAN = '\ufdd1'
const STAND_INS = /[\ufdd0\ufdd1]/g

function attributeValue(value: string): string {
  return value.replace(STAND_INS, '\ufffd').replaceAll('<', LESS_THAN).replaceAll('>', GREATER_THAN)
}

function protect(properties: Properties): void {
  for (const [name, value] of Object.entries(properties)) {
    if (typeof value === 'string') properties[name] = attributeValue(value)
    else if (Array.isArray(value)) properties[name] = value.map((item) => (typeof item === 'string' ? attributeValue(item) : item))
  }
}

/**
 * Serialises a sanitised tree. Like hast-util-to-html, and like the current HTML standard's serialisation
 * (browsers escape these since 2025, against mutation XSS), `<` and `>` inside attribute values come out as
 * `&lt;` and `&gt;`, so no markup-looking text survives in an attribute for a later string-level consumer or
 * re-parse to misread. Mutates the tree.
 */
export function serializeHtml(tree: Root): string {
  const stack: RootContent[] = [...tree.children]
  while (stack.length > 0) {
    const node = stack.pop() as RootContent
    if (node.type === 'text') node.value = node.value.replace(STAND_INS, '\ufffd')
    if (node.type !== 'element') continue
    protect(node.properties)
    for (const child of node.children) stack.push(child)
  }
  return toHtml(tree).replaceAll(LESS_THAN, '&lt;').replaceAll(GREATER_THAN, '&gt;')
}
