import type { Page } from 'playwright-core'
import { DEFERRED_DRAWING } from '../layouts/deferredDrawing'

/**
 * Waits until every part of a fully loaded page is drawn (site/layouts/deferredDrawing.ts): checks that read what
 * is drawn, like axe's colour contrast, see all of the page only then.
 */
export async function drawn(page: Page): Promise<void> {
  await page.waitForFunction((attribute) => !document.documentElement.hasAttribute(attribute), DEFERRED_DRAWING.attribute)
}
