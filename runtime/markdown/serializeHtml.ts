import type { Nodes, Properties, Root, RootContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import type { Plugin } from 'unified'

// Two Unicode noncharacters stand in for `<` and `>` inside attribute values while hast-util-to-html runs, which
// has no option to escape them there. Content never legitimately holds noncharacters; any it does hold become
// U+FFFD first, so the stand-ins are unambiguous.
const LESS_THAN = '\ufdd0'
const GREATER_THAN = '\ufdd1'
const STAND_INS = /[\ufdd0\ufdd1]/g
// Tests without the global flag, so they keep no state; most values contain none of these and are kept as they are.
const HAS_STAND_IN = /[\ufdd0\ufdd1]/
const HAS_STAND_IN_OR_ANGLE = /[<>\ufdd0\ufdd1]/

function attributeValue(value: string): string {
  if (!HAS_STAND_IN_OR_ANGLE.test(value)) return value
  return value.replace(STAND_INS, '\ufffd').replaceAll('<', LESS_THAN).replaceAll('>', GREATER_THAN)
}

function textValue(value: string): string {
  return HAS_STAND_IN.test(value) ? value.replace(STAND_INS, '\ufffd') : value
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
    if (node.type === 'text') node.value = textValue(node.value)
    if (node.type !== 'element') continue
    protect(node.properties)
    for (const child of node.children) stack.push(child)
  }
  return toHtml(tree).replaceAll(LESS_THAN, '&lt;').replaceAll(GREATER_THAN, '&gt;')
}

/**
 * {@link serializeHtml} as a unified compiler plugin, the last step of the sanitiser (sanitizeFragment). Not
 * rehype-stringify: it leaves `<` and `>` in attribute values as they are.
 */
export const rehypeSerializeHtml: Plugin<[], Root, string> = function () {
  this.compiler = (tree) => serializeHtml(tree as Root)
}

type PropertyValue = Properties[string]

// `value` as serializeHtml turns it, against `protectedValue` as serializeHtml already turned it.
function sameValue(value: PropertyValue, protectedValue: PropertyValue): boolean {
  if (typeof value === 'string') return attributeValue(value) === protectedValue
  if (!Array.isArray(value) || !Array.isArray(protectedValue)) return value === protectedValue
  if (value.length !== protectedValue.length) return false
  return value.every((item, i) => (typeof item === 'string' ? attributeValue(item) : item) === protectedValue[i])
}

function sameProperties(properties: Properties, protectedProperties: Properties): boolean {
  const names = Object.keys(properties)
  const protectedNames = Object.keys(protectedProperties)
  if (names.length !== protectedNames.length) return false
  // Attributes are written in property order, so the order has to match too.
  return names.every((name, i) => name === protectedNames[i] && sameValue(properties[name], protectedProperties[name]))
}

function sameNode(node: Nodes, serialized: Nodes): boolean {
  switch (node.type) {
    case 'root':
      return serialized.type === 'root'
    case 'element':
      return (
        serialized.type === 'element' &&
        node.tagName === serialized.tagName &&
        node.content === undefined &&
        serialized.content === undefined &&
        sameProperties(node.properties, serialized.properties)
      )
    case 'text':
      return serialized.type === 'text' && textValue(node.value) === serialized.value
    case 'comment':
      return serialized.type === 'comment' && node.value === serialized.value
    default:
      return false
  }
}

/**
 * Whether {@link serializeHtml} would turn `tree` into the string it turned `serialized` into (a tree it has
 * already serialised, and so changed), judged without serialising: the two are the same node for node, with
 * the same tag names, attributes in the same order and the same text. A sufficient condition, not a necessary
 * one: trees whose text is only split differently serialise alike but are reported different, and anything
 * unusual (templates, doctypes) counts as different; a caller then serialises and compares the strings.
 * Changes neither tree.
 */
export function serializesLike(tree: Root, serialized: Root): boolean {
  const stack: Array<[Nodes, Nodes]> = [[tree, serialized]]
  while (stack.length > 0) {
    const [node, other] = stack.pop() as [Nodes, Nodes]
    if (!sameNode(node, other)) return false
    if (node.type !== 'root' && node.type !== 'element') continue
    const children = node.children
    const otherChildren = (other as typeof node).children
    if (children.length !== otherChildren.length) return false
    for (let i = 0; i < children.length; i++) stack.push([children[i] as Nodes, otherChildren[i] as Nodes])
  }
  return true
}
