import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { buildUpdateMachine } from './buildUpdateMachine'
import { BUILD_CHECK_INTERVAL, BUILD_META_PREFETCH_DELAY, RELOAD_GUARD_TTL } from './constants'
import { memoryStorage } from './testing/fakeBrowser'

const meta = { id: 'b1', timestamp: 1700000000000, matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: ['/', '/blog'] }

let sessionStorage: Storage
let latestId: string | Error
let metaResponse: () => Response
let fetch: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>
let hardNavigate: ReturnType<typeof vi.fn<(to: string) => void>>

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') })
  sessionStorage = memoryStorage()
  latestId = 'b1'
  metaResponse = () => Response.json(meta)
  fetch = vi.fn(async (url: string) => {
    if (url.endsWith('/latest.json')) {
      if (latestId instanceof Error) throw latestId
      return Response.json({ id: latestId, timestamp: Date.now() })
    }
    return metaResponse()
  })
  hardNavigate = vi.fn()
  vi.stubGlobal('sessionStorage', sessionStorage)
  vi.stubGlobal('fetch', fetch)
  vi.stubGlobal('navigator', { connection: { effectiveType: '4g', saveData: false } })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function start(buildsPath?: string) {
  const machine = buildUpdateMachine.provide({
    actions: { hardNavigate: (_, params: { to: string }) => hardNavigate(params.to) },
  })
  return createActor(machine, { input: buildsPath === undefined ? { buildId: 'b1' } : { buildId: 'b1', buildsPath } }).start()
}
const fetched = () => fetch.mock.calls.map(([url]) => url)

describe('buildUpdateMachine build metadata', () => {
  it('prefetches the running build metadata 1000 ms after start', async () => {
    const actor = start()
    await vi.advanceTimersByTimeAsync(BUILD_META_PREFETCH_DELAY - 1)
    expect(fetched()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(fetched()).toEqual(['/assets/builds/meta/b1.json'])
    const snapshot = await waitFor(actor, (s) => s.matches({ meta: 'loaded' }))
    expect(snapshot.context.meta).toEqual(meta)
  })

  it.each([
    ['on a 2g connection', { effectiveType: '2g' }],
    ['on a slow-2g connection', { effectiveType: 'slow-2g' }],
    ['when the data saver is on', { effectiveType: '4g', saveData: true }],
  ])('skips the prefetch %s', async (_name, connection) => {
    vi.stubGlobal('navigator', { connection })
    const actor = start()
    await vi.advanceTimersByTimeAsync(BUILD_META_PREFETCH_DELAY)
    expect(actor.getSnapshot().matches({ meta: 'skipped' })).toBe(true)
    expect(fetched()).toEqual([])
  })

  it('prefetches on 3g and where the connection is unknown', async () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '3g' } })
    start()
    vi.stubGlobal('navigator', undefined)
    start()
    await vi.advanceTimersByTimeAsync(BUILD_META_PREFETCH_DELAY)
    expect(fetched()).toEqual(['/assets/builds/meta/b1.json', '/assets/builds/meta/b1.json'])
  })

  it('ends in failed, without throwing, when the metadata cannot be loaded', async () => {
    metaResponse = () => new Response('Not found', { status: 404 })
    const actor = start()
    await vi.advanceTimersByTimeAsync(BUILD_META_PREFETCH_DELAY)
    const snapshot = await waitFor(actor, (s) => s.matches({ meta: 'failed' }))
    expect(snapshot.status).toBe('active')
    expect(snapshot.context.meta).toBeNull()
  })

  it('reads from the configured builds path', async () => {
    start('/static/builds/')
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL)
    expect(fetched()).toEqual(['/static/builds/meta/b1.json', '/static/builds/latest.json'])
  })
})

describe('buildUpdateMachine update check', () => {
  it('checks latest.json every hour, bypassing the HTTP cache', async () => {
    const actor = start()
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL - 1)
    expect(fetched().filter((url) => url.endsWith('latest.json'))).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch).toHaveBeenLastCalledWith('/assets/builds/latest.json', expect.objectContaining({ cache: 'no-store' }))
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL)
    expect(fetched().filter((url) => url.endsWith('latest.json'))).toHaveLength(2)
    expect(actor.getSnapshot().context.updateAvailable).toBe(false)
  })

  it('marks an update available when the latest id differs, and stops checking', async () => {
    latestId = 'b2'
    const actor = start()
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL)
    const snapshot = await waitFor(actor, (s) => s.context.updateAvailable)
    expect(snapshot.context.latestBuildId).toBe('b2')
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL * 3)
    expect(fetched().filter((url) => url.endsWith('latest.json'))).toHaveLength(1)
  })

  it('tries again at the next interval when the check fails', async () => {
    latestId = new TypeError('Failed to fetch')
    const actor = start()
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL)
    expect(actor.getSnapshot().matches({ updates: 'waiting' })).toBe(true)
    latestId = 'b2'
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL)
    expect(actor.getSnapshot().context.updateAvailable).toBe(true)
  })

  it('lets navigation stay client-side while the build is current', async () => {
    const actor = start()
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL)
    actor.send({ type: 'NAVIGATE', to: '/pricing' })
    expect(hardNavigate).not.toHaveBeenCalled()
  })

  it('makes the next navigation a full page load once an update is available', async () => {
    latestId = 'b2'
    const actor = start()
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL)
    actor.send({ type: 'NAVIGATE', to: '/pricing#plans' })
    expect(hardNavigate).toHaveBeenCalledWith('/pricing#plans')
  })
})

describe('buildUpdateMachine chunk errors', () => {
  it('reloads the target path and sets a 10 000 ms reload guard in session storage', () => {
    const actor = start()
    actor.send({ type: 'CHUNK_ERROR', to: '/blog/hello' })
    expect(hardNavigate).toHaveBeenCalledWith('/blog/hello')
    expect(actor.getSnapshot().context.chunkReload).toBe('reloading')
    expect(Number(sessionStorage.getItem('stratum:reload-guard'))).toBe(Date.now() + RELOAD_GUARD_TTL)
  })

  it('does not reload again while the guard lasts, and reloads once it has expired', async () => {
    const actor = start()
    actor.send({ type: 'CHUNK_ERROR', to: '/a' })
    await vi.advanceTimersByTimeAsync(RELOAD_GUARD_TTL - 1)
    actor.send({ type: 'CHUNK_ERROR', to: '/a' })
    expect(hardNavigate).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.chunkReload).toBe('blocked')
    await vi.advanceTimersByTimeAsync(1)
    actor.send({ type: 'CHUNK_ERROR', to: '/b' })
    expect(hardNavigate).toHaveBeenLastCalledWith('/b')
    expect(actor.getSnapshot().context.chunkReload).toBe('reloading')
  })

  it('honours a guard left by the previous page load, so a broken chunk never loops', () => {
    sessionStorage.setItem('stratum:reload-guard', String(Date.now() + 5_000))
    const actor = start()
    actor.send({ type: 'CHUNK_ERROR', to: '/a' })
    expect(hardNavigate).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.chunkReload).toBe('blocked')
  })

  it('ignores a guard value it cannot read', () => {
    sessionStorage.setItem('stratum:reload-guard', 'soon')
    const actor = start()
    actor.send({ type: 'CHUNK_ERROR', to: '/a' })
    expect(hardNavigate).toHaveBeenCalledWith('/a')
  })

  it('loads the target with location.assign by default', () => {
    const location = { assign: vi.fn() }
    vi.stubGlobal('location', location)
    const actor = createActor(buildUpdateMachine, { input: { buildId: 'b1' } }).start()
    actor.send({ type: 'CHUNK_ERROR', to: '/blog' })
    expect(location.assign).toHaveBeenCalledWith('/blog')
  })
})
