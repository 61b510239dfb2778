import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

/** A static section's HTML as its outer element and what is inside it, ready to show as is. */
export interface StaticHtml {
  tag: string
  /** The outer element's attributes, as React props (className, tabIndex …). */
  attributes: Record<string, string>
  /**
   * The HTML inside the outer element. Left out of the page data of a first load (withoutStaticInner): the page's
   * DOM holds it, and StaticSection keeps what is there.
   */
  inner?: string
}

/** Attributes the outer element may carry; anything else (style, booleans …) keeps the section a component. */
const ATTRIBUTE = /^(id|class|role|lang|dir|title|tabindex|aria-[a-z]+|data-[a-z0-9-]+)$/
const PROP_NAMES: Record<string, string> = { class: 'className', tabindex: 'tabIndex' }
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" }

/** Splits one element's HTML into tag, attributes and inner HTML; undefined unless it is exactly one element. */
export function splitOuterElement(html: string): (StaticHtml & { inner: string }) | undefined {
  const open = /^<([a-z][a-z0-9]*)((?:\s+[a-z][a-z0-9-]*="[^"]*")*)>/.exec(html)
  if (!open) return undefined
  const tag = open[1]!
  const close = `</${tag}>`
  if (!html.endsWith(close)) return undefined
  const inner = html.slice(open[0].length, html.length - close.length)
  // the element must close at the very end: every same-named element inside opens and closes within it
  let depth = 0
  for (const match of inner.matchAll(new RegExp(`<(/?)${tag}[\\s>]`, 'g'))) {
    depth += match[1] ? -1 : 1
    if (depth < 0) return undefined
  }
  if (depth !== 0) return undefined
  const attributes: Record<string, string> = {}
  for (const [, name, value] of open[2]!.matchAll(/\s+([a-z][a-z0-9-]*)="([^"]*)"/g)) {
    if (!ATTRIBUTE.test(name!)) return undefined
    attributes[PROP_NAMES[name!] ?? name!] = value!.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!)
  }
  return { tag, attributes, inner }
}

/**
 * A static section's HTML, rendered on its own on the server (issue 9), split into its outer element and inner
 * HTML so the browser can show it with no wrapper (layout rules such as `main > :first-child` still apply). Ids
 * from useId get the given prefix, unique on the page. React's image preload hints are left out (the image itself
 * is eager and high priority). Undefined when the HTML is not one element: the section stays a component.
 * Throws what the component throws.
 */
export function renderStaticSection(component: ComponentType<any>, props: object, idPrefix: string): (StaticHtml & { inner: string }) | undefined {
  const markup = renderToStaticMarkup(createElement(component, props), { identifierPrefix: idPrefix })
  return splitOuterElement(markup.replace(/^(?:<link rel="preload"[^>]*\/?>)+/, ''))
}
