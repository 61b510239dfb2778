/** The live region that reads out the page a client navigation arrived at. */
const ANNOUNCER_ID = 'navigation-announcer'

/**
 * Before a client navigation: the live region is put in the page now, empty, so that assistive technology is already
 * watching it when the new title is written in (a region made and filled at once is often not read).
 */
export function prepareAnnouncer(): void {
  if (document.getElementById(ANNOUNCER_ID)) return
  const region = document.createElement('p')
  region.id = ANNOUNCER_ID
  region.className = 'visually-hidden'
  region.setAttribute('aria-live', 'assertive')
  region.setAttribute('aria-atomic', 'true')
  document.body.append(region)
}

/**
 * After a client navigation, what a full page load gives by itself: a screen reader hears the new page's title, and
 * the next Tab starts from the top of the document (the skip link), not after the link that was followed in the old
 * page's header. A navigation to a fragment leaves focus where it is: its target is where the reader is taken.
 */
export function announceNavigation(): void {
  prepareAnnouncer()
  document.getElementById(ANNOUNCER_ID)!.textContent = document.title
  if (location.hash) return
  const body = document.body
  body.tabIndex = -1
  body.focus({ preventScroll: true })
  body.removeAttribute('tabindex')
}
