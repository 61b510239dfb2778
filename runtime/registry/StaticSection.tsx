import { createElement, useLayoutEffect, useMemo, useRef } from 'react'
import type { StaticHtml } from './renderStaticSection'
import { useKeptInnerHtml } from './useKeptInnerHtml'

/** Props of StaticSection. */
export interface StaticSectionProps {
  /** The section as the server rendered it. */
  html: StaticHtml
  /** Stylesheets the HTML needs. */
  stylesheets: readonly string[]
}

/** What the page showed of a static section whose page data left its HTML out, for a later mount of it. */
const keptInner = new WeakMap<StaticHtml, string>()

/**
 * A static section: the server's HTML shown as is, the same on the server and in the browser, so hydrating it
 * costs nothing and its component's code never loads (issue 9). On a first load the page data leaves the HTML out
 * (withoutStaticInner): hydration keeps the server's DOM, which React never compares or rewrites for
 * dangerouslySetInnerHTML, and while the section is the same the HTML stays the same string, so React never sets
 * it again. The first page load has its stylesheets in the head (the server adds them); after a client navigation
 * they are added here if the page had none of them.
 */
export function StaticSection({ html, stylesheets }: StaticSectionProps) {
  const ref = useRef<HTMLElement>(null)
  // per section shown: the server's DOM is kept while this is '' (hydration, and every render after it), a section
  // that comes by client navigation brings its HTML, one mounted again later gets what the page showed
  const inner = useMemo(() => html.inner ?? keptInner.get(html) ?? '', [html])
  useKeptInnerHtml(ref, keptInner, html, html.inner === undefined)
  useLayoutEffect(() => {
    for (const href of stylesheets) {
      // the head alone: the page's stylesheets are all there, and a whole-document search per section adds up
      if (document.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = href
      document.head.append(link)
    }
  }, [stylesheets])
  return createElement(html.tag, { ...html.attributes, ref, dangerouslySetInnerHTML: { __html: inner } })
}
