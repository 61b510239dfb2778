import { assign, fromPromise, setup } from 'xstate'
import { BUILD_CHECK_INTERVAL, BUILD_META_PREFETCH_DELAY, RELOAD_GUARD_KEY, RELOAD_GUARD_TTL } from './constants'
import { fetchJson } from './fetchJson'
import { readStorage, writeStorage } from './storage-client'

// SPEC §4 Build updates and §7 Build and payload. The router sends NAVIGATE before a client-side navigation and
// CHUNK_ERROR when a page's code fails to load (`vite:preloadError`); both may turn into a full page load.

/** `builds/latest.json`: the newest deployed build. */
export interface BuildManifest {
  id: string
  timestamp: number
}

/** `builds/meta/{buildId}.json`: route rules (prerender, redirect) and the prerendered paths of one build. */
export interface BuildMeta {
  id: string
  timestamp: number
  matcher: unknown
  prerendered: readonly string[]
}

export interface BuildUpdateInput {
  /** The id of the running build. */
  buildId: string
  /** Where the build files are served. Default `/assets/builds`. */
  buildsPath?: string
}

export interface BuildUpdateContext {
  buildId: string
  buildsPath: string
  /** A newer build is deployed: the next navigation is a full page load. */
  updateAvailable: boolean
  latestBuildId: string | null
  /** The running build's metadata once prefetched. */
  meta: BuildMeta | null
  /** What the last chunk error did: reloaded the target, or was blocked by the reload guard (show the error). */
  chunkReload: 'none' | 'reloading' | 'blocked'
}

export type BuildUpdateEvent = { type: 'NAVIGATE'; to: string } | { type: 'CHUNK_ERROR'; to: string }

type Connection = { effectiveType?: string; saveData?: boolean }

function hasId(value: Record<string, unknown>): value is Record<string, unknown> & { id: string } {
  return typeof value.id === 'string'
}

export const buildUpdateMachine = setup({
  types: {
    context: {} as BuildUpdateContext,
    events: {} as BuildUpdateEvent,
    input: {} as BuildUpdateInput,
  },
  delays: {
    checkInterval: BUILD_CHECK_INTERVAL,
    metaPrefetchDelay: BUILD_META_PREFETCH_DELAY,
  },
  actions: {
    markUpdateAvailable: assign({ updateAvailable: true, latestBuildId: (_, params: { id: string }) => params.id }),
    setMeta: assign({ meta: (_, params: { meta: BuildMeta }) => params.meta }),
    setChunkReload: assign({ chunkReload: (_, params: { outcome: 'reloading' | 'blocked' }) => params.outcome }),
    setReloadGuard: () => writeStorage('sessionStorage', RELOAD_GUARD_KEY, String(Date.now() + RELOAD_GUARD_TTL)),
    hardNavigate: (_, params: { to: string }) => {
      if (typeof location !== 'undefined') location.assign(params.to)
    },
  },
  guards: {
    isNewBuild: ({ context }, params: { id: string }) => params.id !== context.buildId,
    isUpdateAvailable: ({ context }) => context.updateAvailable,
    // SPEC §4: the reload guard lasts RELOAD_GUARD_TTL ms, in session storage, so a broken chunk never loops
    canReload: () => {
      const expiry = Number(readStorage('sessionStorage', RELOAD_GUARD_KEY))
      // an unreadable value must not block reloads for the rest of the session
      return !Number.isFinite(expiry) || expiry <= Date.now()
    },
    // SPEC §7: no prefetch when the connection is very slow; the visitor's data saver counts too
    isSlowConnection: () => {
      const connection = (globalThis.navigator as { connection?: Connection } | undefined)?.connection
      return connection?.saveData === true || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g'
    },
  },
  actors: {
    fetchLatest: fromPromise<BuildManifest, { url: string }>(async ({ input, signal }) => {
      const body = await fetchJson(input.url, { cache: 'no-store', signal })
      if (!hasId(body)) throw new Error(`${input.url} has no build id`)
      return { id: body.id, timestamp: Number(body.timestamp) }
    }),
    fetchMeta: fromPromise<BuildMeta, { url: string }>(async ({ input, signal }) => {
      const body = await fetchJson(input.url, { signal })
      if (!hasId(body)) throw new Error(`${input.url} has no build id`)
      const prerendered = Array.isArray(body.prerendered) ? body.prerendered.filter((p) => typeof p === 'string') : []
      return { id: body.id, timestamp: Number(body.timestamp), matcher: body.matcher ?? null, prerendered }
    }),
  },
}).createMachine({
  id: 'buildUpdate',
  context: ({ input }) => ({
    buildId: input.buildId,
    buildsPath: (input.buildsPath ?? '/assets/builds').replace(/\/+$/, ''),
    updateAvailable: false,
    latestBuildId: null,
    meta: null,
    chunkReload: 'none',
  }),
  type: 'parallel',
  states: {
    updates: {
      initial: 'waiting',
      states: {
        waiting: { after: { checkInterval: 'checking' } },
        checking: {
          invoke: {
            src: 'fetchLatest',
            input: ({ context }) => ({ url: `${context.buildsPath}/latest.json` }),
            onDone: [
              {
                guard: { type: 'isNewBuild', params: ({ event }) => ({ id: event.output.id }) },
                target: 'available',
                actions: { type: 'markUpdateAvailable', params: ({ event }) => ({ id: event.output.id }) },
              },
              { target: 'waiting' },
            ],
            // offline or mid-deploy: try again at the next interval
            onError: 'waiting',
          },
        },
        available: {},
      },
    },
    meta: {
      initial: 'scheduled',
      states: {
        scheduled: {
          after: { metaPrefetchDelay: [{ guard: 'isSlowConnection', target: 'skipped' }, { target: 'prefetching' }] },
        },
        prefetching: {
          invoke: {
            src: 'fetchMeta',
            input: ({ context }) => ({ url: `${context.buildsPath}/meta/${encodeURIComponent(context.buildId)}.json` }),
            onDone: { target: 'loaded', actions: { type: 'setMeta', params: ({ event }) => ({ meta: event.output }) } },
            onError: 'failed',
          },
        },
        loaded: {},
        skipped: {},
        failed: {},
      },
    },
  },
  on: {
    NAVIGATE: {
      guard: 'isUpdateAvailable',
      actions: { type: 'hardNavigate', params: ({ event }) => ({ to: event.to }) },
    },
    CHUNK_ERROR: [
      {
        guard: 'canReload',
        actions: [
          'setReloadGuard',
          { type: 'setChunkReload', params: { outcome: 'reloading' } },
          { type: 'hardNavigate', params: ({ event }) => ({ to: event.to }) },
        ],
      },
      { actions: { type: 'setChunkReload', params: { outcome: 'blocked' } } },
    ],
  },
})
