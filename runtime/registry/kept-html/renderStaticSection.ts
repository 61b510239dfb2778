import { createElement, type ComponentType, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5'

type Node = DefaultTreeAdapterMap['childNode']
type Element = DefaultTreeAdapterMap['element']

/** A static section's HTML as its outer element and what is inside it, ready to show as is. */
export interface StaticHtml {
  tag: string
  /** The outer element's attributes, as React props (className, tabIndex …). */
  attributes: Record<string, string>
  /**
   * The HTML inside the outer element. Left out of the page data of a first load (firstLoadData): the page's DOM
   * holds it, and StaticSection keeps what is there.
   */
  inner?: string
}

/** Attributes the outer element may carry as they are; anything else (style, booleans …) keeps the section a component. */
const ATTRIBUTES: ReadonlySet<string> = new Set(['id', 'class', 'role', 'lang', 'dir', 'title', 'tabindex'])
const PROP_NAMES: Readonly<Record<string, string>> = { class: 'className', tabindex: 'tabIndex' }

const isElement = (node: Node): node is Element => 'tagName' in node
/** React's hint to preload an eager image, which it writes ahead of the markup: the image itself is eager already. */
const isPreloadHint = (node: Node) => isElement(node) && node.tagName === 'link' && node.attrs.some((a) => a.name === 'rel' && a.value === 'preload')

/**
 * Splits one element's HTML, parsed as the browser parses it (parse5), into tag, attributes (their values unescaped,
 * which React escapes again) and inner HTML; undefined unless it is one element, after any preload hints.
 */
export function splitOuterElement(html: string): (StaticHtml & { inner: string }) | undefined {
  const nodes = parseFragment(html).childNodes.filter((node) => !isPreloadHint(node))
  const element = nodes[0]
  if (nodes.length !== 1 || !element || !isElement(element)) return undefined
  const attributes: Record<string, string> = {}
  for (const { name, value } of element.attrs) {
    if (!ATTRIBUTES.has(name) && !name.startsWith('aria-') && !name.startsWith('data-')) return undefined
    attributes[PROP_NAMES[name] ?? name] = value
  }
  return { tag: element.tagName, attributes, inner: serialize(element) }
}

/**
 * A static section's HTML, rendered on its own on the server, split into its outer element and inner HTML so the
 * browser can show it with no wrapper (layout rules such as `main > :first-child` still apply). Ids from useId get
 * the given prefix, unique on the page; `wrap` puts around it what the page would (its locale and words' provider).
 * Undefined when the HTML is not one element: the section stays a component. Throws what the component throws.
 */
export function renderStaticSection(
  component: ComponentType<any>,
  props: object,
  idPrefix: string,
  wrap: (section: ReactElement) => ReactElement = (section) => section,
): (StaticHtml & { inner: string }) | undefined {
  return splitOuterElement(renderToStaticMarkup(wrap(createElement(component, props)), { identifierPrefix: idPrefix }))
}
