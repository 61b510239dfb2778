/** Longer than Vike's scroll after a render takes: a frame, a task, then retries for up to 100 ms. */
const SETTLE_MS = 300

let restore: ReturnType<typeof setTimeout> | undefined

/**
 * SPEC §2 Scrolling on client navigation: Vike puts a new page at the top (or at its hash target) and a page
 * reached by back or forward at its saved position, right after rendering. With the site's `scroll-behavior:
 * smooth` those jumps became a second-long animation through the new page, cut short by rendering. Page changes
 * jump instantly; smooth scrolling stays for in-page links, which Vike does not render for.
 */
export function instantNavigationScroll(): void {
  const root = document.documentElement
  root.style.scrollBehavior = 'auto'
  clearTimeout(restore)
  restore = setTimeout(() => root.style.removeProperty('scroll-behavior'), SETTLE_MS)
}
