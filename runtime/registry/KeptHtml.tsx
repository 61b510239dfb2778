import { createElement, useMemo, useRef, type HTMLAttributes } from 'react'
import { useKeptInnerHtml } from './useKeptInnerHtml'

/** Props of KeptHtml: the element's tag and attributes, its inner HTML and whose it is. */
export interface KeptHtmlProps extends HTMLAttributes<HTMLElement> {
  /** The element's tag, the same on the server and in the browser. Default `div`. */
  as?: string
  /**
   * HTML the server rendered (sanitised where it came from the CMS); undefined where a first load's page data left
   * it out because the server's HTML holds it (withoutStaticInner, firstLoadData).
   */
  html: string | undefined
  /** The data the HTML belongs to: a later mount with the same data shows what the page showed. */
  owner: object
}

/** What a KeptHtml showed when it went, by its owner. */
const kept = new WeakMap<object, string>()

/**
 * Server-rendered HTML that a first load's page data leaves out (a static section's, an article's body, issue 9):
 * while hydrating, it keeps the server's DOM, which React neither compares nor rewrites for
 * dangerouslySetInnerHTML, and the same '' on every render after, so React never sets it. With the HTML (a client
 * navigation) it shows it; mounted again later with the same owner, it shows what the page showed.
 */
export function KeptHtml({ as = 'div', html, owner, ...attributes }: KeptHtmlProps) {
  const ref = useRef<HTMLElement>(null)
  const inner = useMemo(() => html ?? kept.get(owner) ?? '', [html, owner])
  useKeptInnerHtml(ref, kept, owner, html === undefined)
  return createElement(as, { ...attributes, ref, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: inner } })
}
