import { useMemo, useRef } from 'react'
import type { HtmlProps } from '../../sections/Html'
import { useKeptInnerHtml } from './useKeptInnerHtml'

/** Props of KeptHtml. */
export interface KeptHtmlProps extends Omit<HtmlProps, 'html'> {
  /** As Html's; undefined where the page data left it out because the server's HTML holds it (firstLoadData). */
  html: string | undefined
  /** The data the text belongs to: a later mount with the same data shows what the page showed. */
  owner: object
}

/** What a KeptHtml showed when it went, by its owner. */
const kept = new WeakMap<object, string>()

/**
 * Html for a text a first load's page data leaves out (an article's body, issue 9): while hydrating, it keeps the
 * server's DOM, which React neither compares nor rewrites for dangerouslySetInnerHTML, and the same '' on every
 * render after, so React never sets it. With the text (a client navigation), it is Html.
 */
export function KeptHtml({ html, owner, className = 'prose' }: KeptHtmlProps) {
  const ref = useRef<HTMLDivElement>(null)
  const inner = useMemo(() => html ?? kept.get(owner) ?? '', [html, owner])
  useKeptInnerHtml(ref, kept, owner, html === undefined)
  return <div ref={ref} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inner }} />
}
