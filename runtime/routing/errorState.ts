import type { PageError } from './createError'
import { navigateTo } from './navigateTo'

type Listener = () => void

let current: PageError | null = null
const listeners = new Set<Listener>()

function publish(error: PageError | null): void {
  current = error
  for (const listener of listeners) listener()
}

/**
 * The page error of the browser tab (SPEC §4: page errors are kept in shared state). On the server an error
 * lives in Vike's pageContext (a guard's or a data hook's `throw render(status, message)`), never in module
 * state shared by every request; useError reads both.
 */
export function getError(): PageError | null {
  return typeof window === 'undefined' ? null : current
}

/** Shows an error raised in the browser (an action that failed) until clearError. */
export function showError(error: PageError): void {
  if (typeof window !== 'undefined') publish(error)
}

/** Calls `listener` whenever the shared error changes; returns the unsubscribe function. */
export function subscribeError(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Options of clearError. */
export interface ClearErrorOptions {
  /** Where to go once the error is cleared, checked like any navigateTo target (SPEC §2: 'Go back home' → `/`). */
  redirect?: string | undefined
}

/**
 * SPEC §4: clears the page error and, with `redirect`, navigates there. Without one, the current URL renders
 * again (Vike's reload), which is what clearing an error shown for it means.
 */
export async function clearError(options: ClearErrorOptions = {}): Promise<void> {
  publish(null)
  if (options.redirect !== undefined) return navigateTo(options.redirect)
  if (typeof window === 'undefined') return
  const { reload } = await import('vike/client/router')
  await reload()
}
