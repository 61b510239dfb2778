import type { Page } from 'playwright-core'

/**
 * From the call on, records every read of an element's innerHTML in `window.innerHtmlReads`, as `tag` or `tag#id`:
 * a read serialises the element's whole subtree, which hydration should never need. Self-contained, so a
 * test's browser bundle can call it and Playwright's addInitScript can run its source in a page.
 */
export function watchInnerHtmlReads(): void {
  const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!
  const reads: string[] = []
  ;(window as unknown as { innerHtmlReads: string[] }).innerHtmlReads = reads
  Object.defineProperty(Element.prototype, 'innerHTML', {
    ...descriptor,
    get(this: Element) {
      reads.push(`${this.tagName.toLowerCase()}${this.id ? `#${this.id}` : ''}`)
      return descriptor.get!.call(this)
    },
  })
}

/** The innerHTML reads a page has recorded since watchInnerHtmlReads ran in it. */
export function innerHtmlReadsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { innerHtmlReads: string[] }).innerHtmlReads)
}
