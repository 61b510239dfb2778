import { createElement, useLayoutEffect } from 'react'
import type { StaticHtml } from './renderStaticSection'

/** Props of StaticSection. */
export interface StaticSectionProps {
  /** The section as the server rendered it. */
  html: StaticHtml
  /** Stylesheets the HTML needs. */
  stylesheets: readonly string[]
}

/**
 * A static section: the server's HTML shown as is, the same on the server and in the browser, so hydrating it
 * costs nothing and its component's code never loads (issue 9). The first page load has its stylesheets in the
 * head (the server adds them); after a client navigation they are added here if the page had none of them.
 */
export function StaticSection({ html, stylesheets }: StaticSectionProps) {
  useLayoutEffect(() => {
    for (const href of stylesheets) {
      if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = href
      document.head.append(link)
    }
  }, [stylesheets])
  return createElement(html.tag, { ...html.attributes, dangerouslySetInnerHTML: { __html: html.inner } })
}
