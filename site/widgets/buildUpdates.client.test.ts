import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BUILD_CHECK_INTERVAL, RELOAD_GUARD_KEY } from '../../runtime/machines/constants'
import { memoryStorage } from '../../runtime/machines/testing/fakeBrowser'

// The page's build-update actor (buildUpdates.client.ts) in a stand-in browser: it listens for chunk errors from the
// start, and creates and starts its machine only when first needed or when the browser is next idle.

let idle: (() => void)[]
let assign: ReturnType<typeof vi.fn<(to: string) => void>>
let fetch: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>
let window: EventTarget

beforeEach(() => {
  vi.useFakeTimers()
  vi.resetModules()
  vi.stubEnv('DEV', false)
  idle = []
  assign = vi.fn()
  fetch = vi.fn(async () => Response.json({ id: 'a-newer-build', timestamp: Date.now() }))
  window = new EventTarget()
  vi.stubGlobal('window', window)
  vi.stubGlobal('location', { href: 'http://site.test/now', assign })
  vi.stubGlobal('sessionStorage', memoryStorage())
  vi.stubGlobal('fetch', fetch)
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

const load = () => import('./buildUpdates.client')

describe('build updates in the browser', () => {
  it('schedules nothing while the page starts, and starts the machine (its hourly check) when the browser is idle', async () => {
    const { startBuildUpdates } = await load()
    startBuildUpdates()
    expect(idle).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)

    for (const callback of idle) callback()
    expect(vi.getTimerCount()).toBeGreaterThan(0)
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL)
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/assets/builds/latest.json')
  })

  it('reloads the page on a chunk error before the browser was ever idle', async () => {
    const { startBuildUpdates } = await load()
    startBuildUpdates()
    window.dispatchEvent(new Event('vite:preloadError'))
    expect(assign).toHaveBeenCalledWith('http://site.test/now')
    expect(Number(sessionStorage.getItem(RELOAD_GUARD_KEY))).toBeGreaterThan(Date.now())
  })

  it('reloads to the target of the client navigation under way when its chunk fails', async () => {
    const { startBuildUpdates, beforeNavigation } = await load()
    startBuildUpdates()
    expect(beforeNavigation('/domains')).toBe(false)
    window.dispatchEvent(new Event('vite:preloadError'))
    expect(assign).toHaveBeenCalledWith('/domains')
  })

  it('makes the next navigation a full page load once the hourly check finds a newer build, started or not by then', async () => {
    const { startBuildUpdates, beforeNavigation, afterNavigation } = await load()
    startBuildUpdates()
    // the first navigation comes before any idle moment: it starts the machine, and stays a client navigation
    expect(beforeNavigation('/about')).toBe(false)
    afterNavigation()
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL)
    expect(beforeNavigation('/domains')).toBe(true)
    expect(assign).toHaveBeenCalledWith('/domains')
  })

  it('does nothing before it is started (the server, development)', async () => {
    const { beforeNavigation } = await load()
    expect(beforeNavigation('/about')).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
    window.dispatchEvent(new Event('vite:preloadError'))
    expect(assign).not.toHaveBeenCalled()
  })
})
