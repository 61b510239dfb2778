/** Longer than Vike's scroll after a render takes: a frame, a task, then retries for up to 100 ms. */
const SETTLE_MS = 300

let restore: ReturnType<typeof setTimeout> | undefined

/**
 * SPEC §2 Scrolling: a page is shown at the top, at its hash target or at its saved position, and it jumps there.
 * Smooth scrolling (global.css, `html[data-smooth-scroll]`) is for in-page links only. A smooth jump was a
 * second-long animation through the page: the browser's own scroll to a full load's hash, and Vike's scroll right
 * after each client render, which rendering then cut short. So the server's HTML has no smooth scrolling, and it is
 * turned on once the page has loaded and settled, and off again for each client render until the next has settled.
 */
export function instantNavigationScroll(): void {
  const root = document.documentElement
  delete root.dataset.smoothScroll
  clearTimeout(restore)
  const smoothLater = () => {
    clearTimeout(restore)
    restore = setTimeout(() => (root.dataset.smoothScroll = ''), SETTLE_MS)
  }
  // the browser keeps a full load's hash target in view until the load event
  if (document.readyState === 'complete') smoothLater()
  else addEventListener('load', smoothLater, { once: true })
}
