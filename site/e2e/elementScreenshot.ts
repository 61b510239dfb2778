import type { Locator } from 'playwright-core'

/** How many animation frames are watched for movement when an element never held still. */
const WATCHED_FRAMES = 60

/**
 * A screenshot of one element as playwright takes it: CSS animations finished, then the element held still for two
 * animation frames. When it never holds still within the timeout, the error says what moved, watched over the next
 * WATCHED_FRAMES frames: the element's own box, the first descendants whose boxes changed, and how many frames the
 * page drew at all (none: the page's rendering stalled, not its layout). A screenshot in CI once waited 30 s for a
 * catalogue group that then held still in every run here (bench/FINDINGS.md, 2026-11-27 afternoon): this is what the
 * next failure will tell.
 */
export async function elementScreenshot(locator: Locator, path: string, options: { timeout?: number } = {}): Promise<void> {
  try {
    await locator.screenshot({ path, animations: 'disabled', ...options })
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error
    const moved = await locator.evaluate(whatMoves, WATCHED_FRAMES).catch((reason: unknown) => `not measured (${String(reason)})`)
    // CI saw chromium draw no frame at all for a page whose script still ran ("0 of 60 frames drawn"): its
    // rendering, not the element, had stopped. Once more with the page brought to the front; anything else fails.
    if (moved.startsWith('0 of ')) {
      await locator.page().bringToFront()
      await locator.screenshot({ path, animations: 'disabled', ...options }).catch((again: unknown) => {
        throw Object.assign(error, { message: `${error.message}\nwhat moved: ${moved}\nagain at the front: ${String(again)}` })
      })
      return
    }
    error.message += `\nwhat moved: ${moved}`
    throw error
  }
}

/** Runs in the page: the boxes of the element and its descendants, frame by frame, and what changed. */
function whatMoves(root: Element, frames: number): Promise<string> {
  const elements = [root, ...root.querySelectorAll('*')].slice(0, 5000)
  const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`
  const box = (el: Element) => {
    const r = el.getBoundingClientRect()
    return `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
  }
  const first = elements.map(box)
  const changes = new Map<Element, string>()
  let drawn = 0
  return new Promise((resolve) => {
    const report = () => {
      const own = changes.get(root)
      const others = [...changes].filter(([el]) => el !== root).slice(0, 5)
      resolve(
        `${drawn} of ${frames} frames drawn in 3 s; the element ${own ?? `held at ${first[0]}`}` +
          (others.length ? `; descendants: ${others.map(([el, change]) => `${name(el)} ${change}`).join('; ')}` : '; no descendant moved'),
      )
    }
    const timer = setTimeout(report, 3000)
    const frame = () => {
      drawn++
      elements.forEach((el, i) => {
        const now = box(el)
        if (now !== first[i] && !changes.has(el)) changes.set(el, `moved at frame ${drawn}: ${first[i]} → ${now}`)
      })
      if (drawn < frames) requestAnimationFrame(frame)
      else {
        clearTimeout(timer)
        report()
      }
    }
    requestAnimationFrame(frame)
  })
}
