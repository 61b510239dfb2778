import { createActor, type ActorRefFrom } from 'xstate'
import { buildUpdateMachine } from '../../runtime/machines/buildUpdateMachine'
import { BUILD_ID } from '../buildId'
import { whenIdle } from '../layouts/whenIdle'

type BuildUpdates = ActorRefFrom<typeof buildUpdateMachine>

let actor: BuildUpdates | undefined
let listening = false
/** The URL of the client navigation under way, if any: where a chunk error reloads to. */
let navigatingTo: string | null = null

/** The longest the actor waits for an idle moment to start, in ms. */
const START_TIMEOUT = 2000

/**
 * SPEC §4 Build updates in the browser: one actor for the page's life. It checks builds/latest.json hourly; Vike's
 * page transitions send NAVIGATE (a full page load once a newer build is out) and a chunk that fails to load sends
 * CHUNK_ERROR (a reload of the target, at most once per 10 s by the session-storage guard). The error is left to
 * propagate: Vike falls back to server routing for it, and a blocked reload still shows the failure.
 *
 * Listens for chunk errors at once. The actor itself starts when first needed (a navigation, a chunk error) or when
 * the browser is next idle, whichever comes first: its first check is an hour away, and creating and starting it was a
 * large share of the shell's evaluation on a first load.
 */
export function startBuildUpdates(): void {
  if (listening || typeof window === 'undefined' || import.meta.env.DEV) return
  listening = true
  window.addEventListener('vite:preloadError', () => {
    buildUpdates().send({ type: 'CHUNK_ERROR', to: navigatingTo ?? location.href })
  })
  whenIdle(buildUpdates, START_TIMEOUT)
}

/** The page's actor, started on the first call. */
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
  if (!listening) return false
  const updates = buildUpdates()
  updates.send({ type: 'NAVIGATE', to })
  return updates.getSnapshot().context.updateAvailable
}

/** After a client navigation settled. */
export function afterNavigation(): void {
  navigatingTo = null
}
