/**
 * SPEC §2 Scrolling: going back restores the position the visitor left the page at. Vike records it from scroll
 * events, throttled to one write every 300 ms, so a link clicked within 300 ms of the last scroll left the history
 * entry holding an older position (often the top). Before a navigation that leaves the entry (a link or
 * navigate(), not back or forward, which have already moved to the next entry), write the position now.
 */
export function saveScrollBeforeNavigation(pageContext: { isHistoryNavigation?: boolean | null }): void {
  if (pageContext.isHistoryNavigation) return
  const state: unknown = window.history.state
  if (!isVikeState(state)) return
  const scrollPosition = { x: window.scrollX, y: window.scrollY }
  window.history.replaceState({ ...state, vike: { ...state.vike, scrollPosition } }, '')
}

function isVikeState(state: unknown): state is { vike: Record<string, unknown> } {
  return typeof state === 'object' && state !== null && typeof (state as { vike?: unknown }).vike === 'object' && (state as { vike: unknown }).vike !== null
}
