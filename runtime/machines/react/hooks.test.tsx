// The hooks are thin wrappers: the machines' own tests cover behaviour. What is left to check without a DOM is the
// server render: the first snapshot comes from input, and nothing touches the network, storage or the page.
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useBuildUpdate } from './useBuildUpdate'
import { useConsent } from './useConsent'
import { useCurrency } from './useCurrency'
import { useDarkMode } from './useDarkMode'
import { useMobileMenu } from './useMobileMenu'
import { useSession } from './useSession'
import { useSupportChat } from './useSupportChat'

const fetch = vi.fn()
const getItem = vi.fn()

beforeEach(() => {
  vi.stubGlobal('fetch', fetch)
  vi.stubGlobal('localStorage', { getItem, setItem: getItem })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function render(view: () => unknown): unknown {
  function Probe() {
    return <output>{JSON.stringify(view())}</output>
  }
  const html = renderToString(<Probe />)
  return JSON.parse(
    (/<output>(.*)<\/output>/s.exec(html)?.[1] ?? 'null').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
  )
}

describe('machine hooks on the server', () => {
  it('useSession renders the user the server loaded', () => {
    const view = render(() => {
      const { signedIn, pending, user, error } = useSession({ user: { id: 7, username: 'ada' } })
      return { signedIn, pending, user, error }
    })
    expect(view).toEqual({ signedIn: true, pending: false, user: { id: 7, username: 'ada' }, error: null })
  })

  it('useSession renders pending while the user is unknown, without requesting it', () => {
    const view = render(() => {
      const { signedIn, pending } = useSession()
      return { signedIn, pending }
    })
    expect(view).toEqual({ signedIn: false, pending: true })
  })

  it('useConsent keeps the banner out of the server HTML', () => {
    const view = render(() => {
      const { bannerVisible, preferencesVisible, categories } = useConsent({ storageName: 'brand-consent' })
      return { bannerVisible, preferencesVisible, analytics: categories.analytics }
    })
    expect(view).toEqual({ bannerVisible: false, preferencesVisible: false, analytics: true })
  })

  it('useCurrency renders the currency the server resolved', () => {
    const view = render(() => {
      const { currency, currencies, reloading } = useCurrency({ currencies: ['USD', 'EUR'], defaultCurrency: 'USD', currency: 'EUR' })
      return { currency, currencies, reloading }
    })
    expect(view).toEqual({ currency: 'EUR', currencies: ['USD', 'EUR'], reloading: false })
  })

  it('useDarkMode renders what the server read from the cookie', () => {
    expect(render(() => useDarkMode({ dark: true }).dark)).toBe(true)
    expect(render(() => useDarkMode().dark)).toBe(false)
  })

  it('useBuildUpdate renders no update and no metadata yet', () => {
    const view = render(() => {
      const { updateAvailable, meta, chunkReload } = useBuildUpdate({ buildId: 'b1' })
      return { updateAvailable, meta, chunkReload }
    })
    expect(view).toEqual({ updateAvailable: false, meta: null, chunkReload: 'none' })
  })

  it('useMobileMenu and useSupportChat render closed', () => {
    expect(render(() => useMobileMenu().open)).toBe(false)
    expect(render(() => useSupportChat({ provider: { name: 'x', scriptUrl: '/x.js' } }).status)).toBe('closed')
  })

  it('touch neither the network nor storage while rendering', () => {
    render(() => [useSession(), useConsent(), useDarkMode(), useCurrency({ currencies: ['USD'], defaultCurrency: 'USD' })].length)
    expect(fetch).not.toHaveBeenCalled()
    expect(getItem).not.toHaveBeenCalled()
  })
})
