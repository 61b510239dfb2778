import { createContext } from 'react'

/**
 * The index of the section being rendered in its page's list, given by SectionList; undefined outside one (the
 * catalogue, tests). A section's outer element writes it as `data-section-index`, so the browser can find a
 * section's server HTML before its code has loaded (sectionElement).
 */
export const SectionIndexContext = createContext<number | undefined>(undefined)

/** The server-rendered outer element of the section at `index`, if the page has one. */
export function sectionElement(root: ParentNode, index: number): Element | null {
  return root.querySelector(`[data-section-index="${index}"]`)
}
