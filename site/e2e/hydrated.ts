import type { Locator, Page } from 'playwright-core'

/**
 * Brings an element into view, as a visitor does before using it, and waits until React has hydrated it: a section
 * away from the viewport stays the server's HTML until the visitor comes near it. React keeps its fiber on
 * every DOM node it has taken over.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await locator.scrollIntoViewIfNeeded()
  await locator.evaluate((element) =>
    new Promise<void>((resolve) => {
      const check = () => (Object.keys(element).some((key) => key.startsWith('__reactFiber')) ? resolve() : requestAnimationFrame(check))
      check()
    }),
  )
  return locator
}

/** Whether React has taken over the element: it keeps its fiber on every DOM node it owns, none on HTML it keeps. */
export function ownedByReact(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))
}

/**
 * Waits until Vike has rendered the page in the browser, hydration included: its machines run and its router
 * listens for link clicks only then.
 */
export async function pageHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { _vike?: { fullyRenderedUrl?: string } })._vike?.fullyRenderedUrl !== undefined)
}

/**
 * Waits until the page has hydrated, its sections have had a frame to see whether they are near the viewport, and
 * every request the page made until then has reached the test: what a test has not seen by then was not asked for.
 */
export async function requestsSettled(page: Page): Promise<void> {
  await pageHydrated(page)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  // the browser reports requests in the order it makes them: once this one is seen, every earlier one has been
  const marker = page.waitForRequest((request) => new URL(request.url()).pathname === '/livez')
  await page.evaluate(() => fetch('/livez'))
  await marker
}
