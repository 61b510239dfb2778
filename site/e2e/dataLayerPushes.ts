import type { BrowserContext, Page } from 'playwright-core'

/** One push to the page's dataLayer: what was pushed, and which of the document's scripts pushed it. */
export interface DataLayerPush {
  /** The pushing script's index in document.scripts; -1 for a module script or a callback. */
  script: number
  args: unknown[]
}

/**
 * Records every push to `window.dataLayer` from before the page's first script runs, with the script that made it:
 * which gtag commands the page sent, and which of its scripts sent them first.
 */
export async function recordDataLayerPushes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const pushes: DataLayerPush[] = []
    ;(window as unknown as { dataLayerPushes: DataLayerPush[] }).dataLayerPushes = pushes
    let layer: unknown[] | undefined
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => layer,
      set(value: unknown[]) {
        layer = value
        const push = value.push.bind(value)
        value.push = (...items: unknown[]) => {
          const script = [...document.scripts].indexOf(document.currentScript as HTMLScriptElement)
          for (const item of items) pushes.push({ script, args: JSON.parse(JSON.stringify(Array.from(item as ArrayLike<unknown>))) as unknown[] })
          return push(...items)
        }
      },
    })
  })
}

/** The pushes recordDataLayerPushes saw so far. */
export function dataLayerPushes(page: Page): Promise<DataLayerPush[]> {
  return page.evaluate(() => (window as unknown as { dataLayerPushes: DataLayerPush[] }).dataLayerPushes)
}
