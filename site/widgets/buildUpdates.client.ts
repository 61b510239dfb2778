import { createActor, type ActorRefFrom } from 'xstate'
import { buildUpdateMachine } from '../../runtime/machines/buildUpdateMachine'
import { BUILD_ID } from '../buildId'

type BuildUpdates = ActorRefFrom<typeof buildUpdateMachine>

let actor: BuildUpdates | undefined
/** The URL of the client navigation under way, if any: where a chunk error reloads to. */
let navigatingTo: string | null = null

/**
 * SPEC §4 Build updates in the browser: one actor for the page's life. It checks builds/latest.json hourly; Vike's
 * page transitions send NAVIGATE (a full page load once a newer build is out) and a chunk that fails to load sends
 * CHUNK_ERROR (a reload of the target, at most once per 10 s by the session-storage guard). The error is left to
 * propagate: Vike falls back to server routing for it, and a blocked reload still shows the failure.
 */
export function startBuildUpdates(): BuildUpdates | undefined {
  if (actor || typeof window === 'undefined' || import.meta.env.DEV) return actor
  actor = createActor(buildUpdateMachine, { input: { buildId: BUILD_ID } }).start()
  window.addEventListener('vite:preloadError', () => {
    actor?.send({ type: 'CHUNK_ERROR', to: navigatingTo ?? location.href })
  })
  return actor
}

/**
 * Before a client navigation: true when it must become a full page load (a newer build is deployed), which the
 * machine has then started.
 */
export function beforeNavigation(to: string): boolean {
  navigatingTo = to
  if (!actor) return false
  actor.send({ type: 'NAVIGATE', to })
  return actor.getSnapshot().context.updateAvailable
}

/** After a client navigation settled. */
export function afterNavigation(): void {
  navigatingTo = null
}
