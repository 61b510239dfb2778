import { createElement, useCallback, useLayoutEffect, useMemo, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react'

/** Props of KeptHtml: the element's tag and attributes, what is inside it and whose it is. */
export interface KeptHtmlProps extends HTMLAttributes<HTMLElement> {
  /** The element's tag, the same on the server and in the browser. Default `div`. */
  as?: string
  ref?: Ref<HTMLElement>
  /** The data the content belongs to: a later mount with the same owner shows what the page showed. */
  owner: object
  /**
   * The inner HTML, when the page data has it (sanitised where it came from the CMS). Undefined where a first load's
   * page data left it out (firstLoadData) or never had it (`children`): the browser keeps the server's DOM.
   */
  html?: string | undefined
  /**
   * Content rendered on the server only, in place of `html`: pass it as `{import.meta.env.SSR && <Content />}`, so
   * the client build leaves its code out and the browser keeps what the server rendered.
   */
  children?: ReactNode
}

/** What a KeptHtml showed when it went, by its owner. */
const kept = new WeakMap<object, string>()

/**
 * Server-rendered HTML the browser keeps as it is (README.md): while hydrating, the server's DOM, which React
 * neither compares nor rewrites for dangerouslySetInnerHTML, and the same '' on every render after, so React never
 * sets it. With `html` (a client navigation) it shows it; mounted again later with the same owner, it shows what the
 * page showed. The element itself is React's: its attributes, ref and (delegated) event handlers work as usual.
 */
export function KeptHtml({ as = 'div', ref, owner, html, children, ...attributes }: KeptHtmlProps) {
  const own = useRef<HTMLElement | null>(null)
  const inner = useMemo(() => html ?? kept.get(owner) ?? '', [html, owner])
  const keeping = html === undefined
  useLayoutEffect(() => {
    const element = own.current
    if (!keeping || !element) return
    // read as the element goes, not on mount: reading it while hydrating would serialise the server's HTML
    return () => {
      if (!kept.has(owner)) kept.set(owner, element.innerHTML)
    }
  }, [keeping, owner])
  const setRef = useCallback(
    (element: HTMLElement | null) => {
      own.current = element
      if (typeof ref === 'function') ref(element)
      else if (ref) ref.current = element
    },
    [ref],
  )
  // the server's render of server-only content; in the browser `children` is false (import.meta.env.SSR)
  if (keeping && children != null && children !== false) return createElement(as, attributes, children)
  return createElement(as, { ...attributes, ref: setRef, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: inner } })
}
