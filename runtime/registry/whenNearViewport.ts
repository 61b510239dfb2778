/**
 * How far ahead of the viewport a section's code starts loading, as a share of the viewport's height: half a screen
 * of scrolling. A section chunk is 1–3 KB gzip and hydrates in a few ms, so it is ready before it comes into view at
 * any ordinary scrolling speed; a faster fling shows the server's HTML, already complete, a moment before it responds.
 */
export const NEAR_VIEWPORT = 0.5

/** Whether an element is within NEAR_VIEWPORT of the viewport now (an element with no box counts as near). */
export function isNearViewport(element: Element): boolean {
  const { top, bottom, width, height } = element.getBoundingClientRect()
  if (width === 0 && height === 0) return true
  const margin = innerHeight * NEAR_VIEWPORT
  return top < innerHeight + margin && bottom > -margin
}

/**
 * Resolves once the element comes within NEAR_VIEWPORT of the viewport (scrolling, a hash link, keyboard focus
 * moving into it), or at once where IntersectionObserver is missing.
 */
export function whenNearViewport(element: Element): Promise<void> {
  if (typeof IntersectionObserver !== 'function') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: `${NEAR_VIEWPORT * 100}% 0px` },
    )
    observer.observe(element)
  })
}
