import type { Element, Properties, Root, RootContent } from 'hast'
import { isColourOption } from './colourOptions'
import { isSafeId } from './isSafeId'
import { isSafeUrl } from './isSafeUrl'
import { normaliseUrl } from './normaliseUrl'
import { TABLE_SCROLL_CLASS } from './scrollingTables'

const URL_PROPERTIES = ['href', 'src', 'cite'] as const

// Absolute http(s): another host as far as this pure function can know (a protocol-relative href is refused).
const EXTERNAL = /^https?:\/\//

function tokens(value: Properties[string]): string[] {
  if (Array.isArray(value)) return value.map(String)
  return typeof value === 'string' ? value.split(/[ \t\n\f\r]+/).filter(Boolean) : []
}

function addToken(list: string[], token: string): void {
  if (!list.includes(token)) list.push(token)
}

function classes(properties: Properties): string[] {
  // A `colour-*` class is kept only for a SPEC §9 colour option, however it got there.
  const list = tokens(properties.className).filter((name) => !name.startsWith('colour-') || isColourOption(name.slice(7)))
  const colour = properties.dataColour
  if (typeof colour === 'string' && isColourOption(colour.trim().toLowerCase())) addToken(list, `colour-${colour.trim().toLowerCase()}`)
  if (properties.dataUnderline !== undefined && properties.dataUnderline !== null) addToken(list, 'custom-underline')
  return [...new Set(list)]
}

function secureTarget(properties: Properties): void {
  if (properties.target !== '_blank') return
  const rel = tokens(properties.rel)
  addToken(rel, 'noopener')
  const href = properties.href
  if (typeof href === 'string' && EXTERNAL.test(normaliseUrl(href))) addToken(rel, 'noreferrer')
  properties.rel = rel
}

function applyToProperties(node: Element): void {
  const properties = node.properties
  for (const name of URL_PROPERTIES) {
    const value = properties[name]
    if (value !== undefined && (typeof value !== 'string' || !isSafeUrl(value))) delete properties[name]
  }
  if (properties.id !== undefined && !(typeof properties.id === 'string' && isSafeId(properties.id, node.tagName))) delete properties.id
  const className = classes(properties)
  delete properties.dataColour
  delete properties.dataUnderline
  if (className.length > 0) properties.className = className
  else delete properties.className
  if (node.tagName === 'a') secureTarget(properties)
  // A list attribute whose every token was refused (`rel="opener"`) would serialise as an empty attribute.
  for (const [name, value] of Object.entries(properties)) if (Array.isArray(value) && value.length === 0) delete properties[name]
}

function hasProperties(properties: Properties): boolean {
  for (const _ in properties) return true
  return false
}

/**
 * The name of a box that scrolls sideways on a narrow screen: a code block, or the box scrollingTables puts a table
 * in. Keyboard users must be able to reach and scroll it, and hear what it is: it becomes a focusable, named group (a
 * region would add a landmark per block). Set after the schema, which takes neither attribute from content.
 */
function scrollingBox(node: Element): string | undefined {
  if (node.tagName === 'pre') return 'Code'
  if (node.tagName === 'div' && tokens(node.properties.className).includes(TABLE_SCROLL_CLASS)) return 'Table'
  return undefined
}

// GFM's task list checkbox is the only input content may show: disabled, so nobody can change or submit it.
function isOtherInput(node: RootContent): boolean {
  return node.type === 'element' && node.tagName === 'input' && !(node.properties.type === 'checkbox' && node.properties.disabled === true)
}

function dropOtherInputs(parent: Root | Element): void {
  if (parent.children.some(isOtherInput)) parent.children = parent.children.filter((child) => !isOtherInput(child)) as typeof parent.children
}

function applyToElement(node: Element): void {
  // Most elements of an article carry no attribute at all, and every rule above is then a no-op.
  if (hasProperties(node.properties)) applyToProperties(node)
  const scrolls = scrollingBox(node)
  if (scrolls) {
    delete node.properties.ariaLabel
    Object.assign(node.properties, { tabIndex: 0, role: 'group', ariaLabel: scrolls })
  }
  // a task list's checkbox says its state in words: a control with no name is noise to a screen reader
  if (node.tagName === 'input' && !isOtherInput(node)) node.properties.ariaLabel = node.properties.checked === true ? 'Done' : 'To do'
  // The HTML parser drops one newline right after <pre>; keep a leading one so serialising round-trips.
  dropOtherInputs(node)
  const first = node.children[0]
  if (node.tagName === 'pre' && first?.type === 'text' && first.value.startsWith('\n')) first.value = `\n${first.value}`
}

/**
 * The rules a rehype-sanitize schema cannot express, applied to an already schema-sanitised tree (SPEC §5):
 * href, src and cite must pass {@link isSafeUrl}; ids must pass {@link isSafeId}; `data-colour` becomes a
 * `colour-<option>` class (other values are dropped) and `data-underline` the `custom-underline` class;
 * `target="_blank"` links get `rel="noopener"`, plus `noreferrer` when they point to another host; a `pre` is focusable
 * and named, as is a table's scrolling box; an `input` is removed unless it is a disabled checkbox (a GFM task list
 * item's). `data-emit` is left as it is. Mutates the tree.
 */
export function applyContentPolicy(tree: Root): void {
  dropOtherInputs(tree)
  const stack: RootContent[] = [...tree.children]
  while (stack.length > 0) {
    const node = stack.pop() as RootContent
    if (node.type !== 'element') continue
    applyToElement(node)
    for (const child of node.children) stack.push(child)
  }
}

/** {@link applyContentPolicy} as a rehype plugin, the step after rehype-sanitize in the sanitiser (sanitizeFragment). */
export function rehypeContentPolicy() {
  return (tree: Root): undefined => {
    applyContentPolicy(tree)
  }
}
