import { useLayoutEffect, type RefObject } from 'react'

/** Where inner HTML is kept, by key: a Map or a WeakMap. */
interface KeptHtml<Key> {
  has(key: Key): boolean
  set(key: Key, html: string): unknown
}

/**
 * For an element whose content is the server's HTML, left as it is (dangerouslySetInnerHTML of ''): keeps that HTML
 * under `key` for a later mount of the same part, once, as the element goes (unmount, or a new key). It is read then,
 * not on mount: the element still has its children, and reading it on mount would serialise the page's server HTML
 * while hydrating it (issue 9).
 */
export function useKeptInnerHtml<Key>(ref: RefObject<HTMLElement | null>, kept: KeptHtml<Key>, key: Key, keep = true): void {
  useLayoutEffect(() => {
    const element = ref.current
    if (!keep || !element) return
    return () => {
      if (!kept.has(key)) kept.set(key, element.innerHTML)
    }
  }, [ref, kept, key, keep])
}
