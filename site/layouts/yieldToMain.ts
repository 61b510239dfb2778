/**
 * Ends the current task and resumes in a new one, ahead of other queued work where the browser allows it
 * (scheduler.yield), so a long start-up is split into tasks the browser can handle input between.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
