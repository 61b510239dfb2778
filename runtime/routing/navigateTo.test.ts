import { afterEach, describe, expect, it, vi } from 'vitest'

const navigate = vi.fn(async () => {})
const reload = vi.fn(async () => {})
vi.mock('vike/client/router', () => ({ navigate, reload }))

const { navigateTo } = await import('./navigateTo')
const { clearError, getError, showError, subscribeError } = await import('./errorState')
const { createError } = await import('./createError')

function stubWindow() {
  const location = { origin: 'https://www.lumenhosting.example', pathname: '/blog/post', search: '', assign: vi.fn(), replace: vi.fn() }
  vi.stubGlobal('window', { location })
  return location
}

afterEach(() => {
  vi.unstubAllGlobals()
  navigate.mockClear()
  reload.mockClear()
})

describe('navigateTo in the browser', () => {
  it('navigates to a path with Vike’s client router', async () => {
    stubWindow()
    await navigateTo('/about#team')
    expect(navigate).toHaveBeenCalledWith('/about#team', { overwriteLastHistoryEntry: false })
    await navigateTo('other', { replace: true })
    expect(navigate).toHaveBeenLastCalledWith('/blog/other', { overwriteLastHistoryEntry: true })
  })

  it('treats absolute URLs on the current origin as paths', async () => {
    stubWindow()
    await navigateTo('https://www.lumenhosting.example/domains')
    expect(navigate).toHaveBeenCalledWith('/domains', { overwriteLastHistoryEntry: false })
  })

  it('refuses an external URL unless allowed, then loads it fully', async () => {
    const location = stubWindow()
    await expect(navigateTo('https://kestrel.example/')).rejects.toThrow('Navigating to an external URL is not allowed by default')
    await expect(navigateTo('//kestrel.example/')).rejects.toThrow('Navigating to an external URL is not allowed by default')
    expect(location.assign).not.toHaveBeenCalled()
    await navigateTo('https://kestrel.example/', { external: true })
    expect(location.assign).toHaveBeenCalledWith('https://kestrel.example/')
    await navigateTo('https://kestrel.example/x', { external: true, replace: true })
    expect(location.replace).toHaveBeenCalledWith('https://kestrel.example/x')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('refuses script URLs even when external URLs are allowed', async () => {
    const location = stubWindow()
    await expect(navigateTo('java\tscript:alert(1)', { external: true })).rejects.toThrow("Cannot navigate to a URL with 'javascript:' protocol")
    expect(location.assign).not.toHaveBeenCalled()
  })
})

describe('navigateTo on the server', () => {
  it('throws Vike’s redirect to the checked target', async () => {
    const thrown = await navigateTo('/about', { redirectCode: 301 }).catch((error: unknown) => error)
    expect(thrown).toMatchObject({ _pageContextAbort: { _urlRedirect: { url: '/about', statusCode: 301 } } })
    await expect(navigateTo('/\\evil.example')).rejects.toThrow('Navigating to an external URL is not allowed by default')
  })
})

describe('the shared page error', () => {
  it('holds an error shown in the browser and tells subscribers', () => {
    stubWindow()
    const listener = vi.fn()
    const unsubscribe = subscribeError(listener)
    const error = createError({ statusCode: 403, message: 'Forbidden' })
    showError(error)
    expect(getError()).toBe(error)
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('clearError({ redirect }) clears the error and navigates there (SPEC §4)', async () => {
    stubWindow()
    showError(createError({ statusCode: 404, message: 'Page Not Found: /x' }))
    await clearError({ redirect: '/' })
    expect(getError()).toBeNull()
    expect(navigate).toHaveBeenCalledWith('/', { overwriteLastHistoryEntry: false })
  })

  it('clearError() without a redirect renders the current URL again', async () => {
    stubWindow()
    showError(createError({ statusCode: 500, message: 'x' }))
    await clearError()
    expect(getError()).toBeNull()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('clearError refuses a redirect that leaves the site', async () => {
    stubWindow()
    await expect(clearError({ redirect: 'https://evil.example' })).rejects.toThrow('Navigating to an external URL is not allowed by default')
  })

  it('keeps nothing in module state on the server', () => {
    showError(createError({ statusCode: 500, message: 'x' }))
    expect(getError()).toBeNull()
  })
})
