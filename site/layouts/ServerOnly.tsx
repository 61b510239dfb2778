import { createElement, useCallback, useRef, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react'
import { useKeptInnerHtml } from '../../runtime/registry/useKeptInnerHtml'

/** Props of ServerOnly: the outer element's tag and attributes, and what the server renders inside it. */
export interface ServerOnlyProps extends HTMLAttributes<HTMLElement> {
  /** The outer element's tag: the same on the server and in the browser. */
  as: 'footer' | 'div' | 'section' | 'nav'
  /** Names the part, unique on the page: a later mount of it shows what the page showed. */
  name: string
  ref?: Ref<HTMLElement>
  /**
   * The content, rendered on the server only: pass it as `{import.meta.env.SSR && <Content />}`, so the client build
   * leaves the content's code out. Undefined in the browser.
   */
  children?: ReactNode
}

/** What a ServerOnly part showed in the browser when it went, by name. */
const kept = new Map<string, string>()

/**
 * A part of the shell that never changes in the browser (the footer), rendered on the server only (issue 9, as
 * StaticSection does for sections): hydration keeps the server's DOM inside the outer element, which React neither
 * compares nor rewrites for dangerouslySetInnerHTML, and the browser never loads the content's components. The outer
 * element is React's: its event handlers (delegated clicks), ref and attributes work as usual; links inside are
 * plain anchors, which Vike's router takes over.
 */
export function ServerOnly({ as, name, ref, children, ...attributes }: ServerOnlyProps) {
  const own = useRef<HTMLElement | null>(null)
  // per mount: '' while hydrating and ever after (React keeps the DOM); a later mount gets what the page showed
  const [inner] = useState(() => kept.get(name) ?? '')
  useKeptInnerHtml(own, kept, name)
  const setRef = useCallback(
    (element: HTMLElement | null) => {
      own.current = element
      if (typeof ref === 'function') ref(element)
      else if (ref) ref.current = element
    },
    [ref],
  )
  if (import.meta.env.SSR) return createElement(as, attributes, children)
  return createElement(as, {
    ...attributes,
    ref: setRef,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: inner },
  })
}
