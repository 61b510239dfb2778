// The scroll position Vike keeps in each history entry (SPEC §2 Scrolling): written before a navigation leaves an
// entry, and cleared in the entry a navigation has just pushed.

/**
 * SPEC §2 Scrolling: going back restores the position the visitor left the page at. Vike records it from scroll
 * events, throttled to one write every 300 ms, so a link clicked within 300 ms of the last scroll left the history
 * entry holding an older position (often the top). Before a navigation that leaves the entry (a link or
 * navigate(), not back or forward, which have already moved to the next entry), write the position now.
 */
export function saveScrollBeforeNavigation(pageContext: { isHistoryNavigation?: boolean | null }): void {
  if (pageContext.isHistoryNavigation) return
  writeScrollPosition({ x: window.scrollX, y: window.scrollY })
}

/**
 * SPEC §2 Scrolling: a new path is shown from the top (or its hash target), and so is it when forward brings it
 * back. The write Vike's throttle still had pending from the previous page can land after Vike has pushed the new
 * page's entry and before it scrolls that page to the top: the entry then holds the previous page's position, and
 * forward restored it (at 4× CPU, /blog/p/2 came back 4,900 px down, where /blog had been left). After a render for
 * a link or navigate(), before Vike scrolls, the new entry is set to hold no position yet, as Vike pushes it; the
 * scroll that follows is saved as usual.
 */
export function forgetScrollOfNewEntry(pageContext: { isHydration?: boolean; isHistoryNavigation?: boolean | null }): void {
  if (pageContext.isHydration || pageContext.isHistoryNavigation) return
  writeScrollPosition(null)
}

function writeScrollPosition(scrollPosition: { x: number; y: number } | null): void {
  const state: unknown = window.history.state
  if (!isVikeState(state)) return
  window.history.replaceState({ ...state, vike: { ...state.vike, scrollPosition } }, '')
}

function isVikeState(state: unknown): state is { vike: Record<string, unknown> } {
  return typeof state === 'object' && state !== null && typeof (state as { vike?: unknown }).vike === 'object' && (state as { vike: unknown }).vike !== null
}
