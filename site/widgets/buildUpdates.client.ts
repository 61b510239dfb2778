import { createActor, type ActorRefFrom } from 'xstate'
import { buildUpdateMachine } from '../../runtime/machines/buildUpdateMachine'
import { BUILD_ID } from '../buildId'
import { whenIdle } from '../layouts/yieldToMain'

type BuildUpdates = ActorRefFrom<typeof buildUpdateMachine>

let actor: BuildUpdates | undefined
let started = false
/** The URL of the client navigation under way, if any: where a chunk error reloads to. */
let navigatingTo: string | null = null

/**
 * SPEC §4 Build updates in the browser: one actor for the page's life. It checks builds/latest.json hourly; Vike's
 * page transitions send NAVIGATE (a full page load once a newer build is out) and a chunk that fails to load sends
 * CHUNK_ERROR (a reload of the target, at most once per 10 s by the session-storage guard). The error is left to
 * propagate: Vike falls back to server routing for it, and a blocked reload still shows the failure.
 *
 * The chunk-error listener is on at once, before hydration loads any section's code; the actor itself starts when
 * the main thread is first idle, or sooner if an event needs it, so creating it is not part of the long task that
 * evaluates the client's modules on a first load (issue 9).
 */
export function startBuildUpdates(): void {
  if (started || typeof window === 'undefined' || import.meta.env.DEV) return
  started = true
  window.addEventListener('vite:preloadError', () => {
    buildUpdates().send({ type: 'CHUNK_ERROR', to: navigatingTo ?? location.href })
  })
  whenIdle(buildUpdates)
}

/** The actor, started on first use. */
function buildUpdates(): BuildUpdates {
  actor ??= createActor(buildUpdateMachine, { input: { buildId: BUILD_ID } }).start()
  return actor
}

/**
 * Before a client navigation: true when it must become a full page load (a newer build is deployed), which the
 * machine has then started.
 */
export function beforeNavigation(to: string): boolean {
  navigatingTo = to
  if (!started) return false
  const updates = buildUpdates()
  updates.send({ type: 'NAVIGATE', to })
  return updates.getSnapshot().context.updateAvailable
}

/** After a client navigation settled. */
export function afterNavigation(): void {
  navigatingTo = null
}
