/**
 * Runs `next` when the browser's main thread is next idle, or after `timeout` ms at the latest (requestIdleCallback);
 * where there is no idle callback (Safari), in a task of its own a frame later.
 */
export function whenIdle(next: () => void, timeout: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(next, { timeout })
  else setTimeout(next, 16)
}
