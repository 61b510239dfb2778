import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { currencyMachine, type CurrencyInput, type StoredCurrency } from './currencyMachine'
import { cookieDocument, memoryStorage } from './testing/fakeBrowser'

const config: CurrencyInput = { currencies: ['USD', 'EUR', 'GBP'], defaultCurrency: 'USD' }

let document: ReturnType<typeof cookieDocument>
let storage: Storage
let location: { protocol: string; reload: ReturnType<typeof vi.fn> }

function browser(cookies: Record<string, string> = {}, stored: Record<string, string> = {}, protocol = 'https:') {
  document = cookieDocument(cookies)
  storage = memoryStorage(stored)
  location = { protocol, reload: vi.fn() }
  vi.stubGlobal('document', document)
  vi.stubGlobal('localStorage', storage)
  vi.stubGlobal('location', location)
}

beforeEach(() => browser())
afterEach(() => vi.unstubAllGlobals())

async function ready(input: CurrencyInput = config) {
  const actor = createActor(currencyMachine, { input }).start()
  await waitFor(actor, (s) => s.matches('ready'))
  return actor
}

describe('currencyMachine initial value', () => {
  it('shows what the server rendered with until the browser has been read', () => {
    browser({ currency: 'GBP' })
    const actor = createActor(currencyMachine, { input: { ...config, currency: 'EUR' } })
    expect(actor.getSnapshot().context.currency).toBe('EUR')
    expect(createActor(currencyMachine, { input: config }).getSnapshot().context.currency).toBe('USD')
  })

  it('ignores a server currency that is not on offer', () => {
    expect(createActor(currencyMachine, { input: { ...config, currency: 'JPY' } }).getSnapshot().context.currency).toBe('USD')
  })

  it('comes from the currency cookie first', async () => {
    browser({ currency: 'GBP' }, { currency: 'EUR' })
    expect((await ready()).getSnapshot().context.currency).toBe('GBP')
  })

  it('comes from the stored value when there is no cookie and the server rendered with it', async () => {
    browser({}, { currency: 'EUR' })
    expect((await ready({ ...config, currency: 'EUR' })).getSnapshot().context.currency).toBe('EUR')
  })

  it('skips a cookie or stored value that is not on offer', async () => {
    browser({ currency: 'JPY' }, { currency: 'AUD' })
    expect((await ready()).getSnapshot().context.currency).toBe('USD')
  })

  it('falls back to the default currency', async () => {
    expect((await ready({ ...config, currency: 'GBP' })).getSnapshot().context.currency).toBe('USD')
  })

  it('keeps the server currency when the browser cannot be read', async () => {
    const unreadable = fromPromise<StoredCurrency>(async () => {
      throw new Error('SecurityError')
    })
    const actor = createActor(currencyMachine.provide({ actors: { readStoredCurrency: unreadable } }), {
      input: { ...config, currency: 'GBP' },
    }).start()
    const snapshot = await waitFor(actor, (s) => s.matches('ready'))
    expect(snapshot.context.currency).toBe('GBP')
  })

  it('names the mistake when the default currency is not on offer', () => {
    const actor = createActor(currencyMachine, { input: { currencies: ['EUR'], defaultCurrency: 'USD' } })
    const snapshot = actor.getSnapshot()
    expect(snapshot.status).toBe('error')
    expect(String(snapshot.error)).toContain("defaultCurrency 'USD' is not one of currencies [EUR]")
  })
})

describe('currencyMachine with a stored currency the server could not see', () => {
  const settled = (actor: ReturnType<typeof createActor<typeof currencyMachine>>) => waitFor(actor, (s) => s.matches('ready') || s.matches('reloading'))

  it('writes it into the cookie and reloads once, showing the currency of the prices meanwhile', async () => {
    browser({}, { currency: 'EUR' })
    const actor = createActor(currencyMachine, { input: config }).start()
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('reloading')
    expect(snapshot.context.currency).toBe('USD')
    expect(document.written).toEqual(['currency=EUR; path=/; max-age=31536000; SameSite=Lax; Secure'])
    expect(location.reload).toHaveBeenCalledTimes(1)
  })

  it('replaces a cookie that names no currency on offer, which the server ignored', async () => {
    browser({ currency: 'JPY' }, { currency: 'EUR' })
    const snapshot = await settled(createActor(currencyMachine, { input: { ...config, currency: 'USD' } }).start())
    expect(snapshot.value).toBe('reloading')
    expect(document.cookie).toBe('currency=EUR')
  })

  it('does not reload again once the cookie holds it', async () => {
    browser({ currency: 'EUR' }, { currency: 'EUR' })
    // a page the same for every visitor (prerendered) says the default, but the cookie shows the server knows
    const snapshot = await settled(createActor(currencyMachine, { input: config }).start())
    expect(snapshot.value).toBe('ready')
    expect(snapshot.context.currency).toBe('EUR')
    expect(document.written).toEqual([])
    expect(location.reload).not.toHaveBeenCalled()
  })

  it('keeps the currency of the prices, without reloading, when the cookie cannot be written', async () => {
    browser({}, { currency: 'EUR' })
    // cookies blocked: the browser drops the write
    vi.stubGlobal('document', {
      get cookie() {
        return ''
      },
      set cookie(_line: string) {},
    })
    const snapshot = await settled(createActor(currencyMachine, { input: { ...config, currency: 'GBP' } }).start())
    expect(snapshot.value).toBe('ready')
    expect(snapshot.context.currency).toBe('GBP')
    expect(location.reload).not.toHaveBeenCalled()
  })

  it('writes the cookie through the writeCurrencyCookie actor, which callers can provide', async () => {
    browser({}, { currency: 'EUR' })
    const written: string[] = []
    const writeCurrencyCookie = fromPromise<boolean, { currency: string }>(async ({ input }) => {
      written.push(input.currency)
      return false
    })
    const snapshot = await settled(createActor(currencyMachine.provide({ actors: { writeCurrencyCookie } }), { input: config }).start())
    expect(written).toEqual(['EUR'])
    expect(snapshot.value).toBe('ready')
    expect(snapshot.context.currency).toBe('USD')
  })

  it('leaves a stored currency equal to the rendered one alone', async () => {
    browser({}, { currency: 'USD' })
    const snapshot = await settled(createActor(currencyMachine, { input: config }).start())
    expect(snapshot.value).toBe('ready')
    expect(document.written).toEqual([])
  })
})

describe('currencyMachine CHOOSE', () => {
  it('stores the currency in the cookie and localStorage, then reloads the page', async () => {
    const actor = await ready()
    actor.send({ type: 'CHOOSE', currency: 'EUR' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('reloading')
    expect(snapshot.context.currency).toBe('EUR')
    expect(document.written).toEqual(['currency=EUR; path=/; max-age=31536000; SameSite=Lax; Secure'])
    expect(storage.getItem('currency')).toBe('EUR')
    expect(location.reload).toHaveBeenCalledTimes(1)
  })

  it('leaves out Secure on plain http (local development)', async () => {
    browser({}, {}, 'http:')
    const actor = await ready()
    actor.send({ type: 'CHOOSE', currency: 'GBP' })
    expect(document.written).toEqual(['currency=GBP; path=/; max-age=31536000; SameSite=Lax'])
  })

  it('reloads through the reload action, which callers can provide', async () => {
    const reload = vi.fn()
    const actor = createActor(currencyMachine.provide({ actions: { reload } }), { input: config }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'CHOOSE', currency: 'GBP' })
    expect(reload).toHaveBeenCalledTimes(1)
    expect(location.reload).not.toHaveBeenCalled()
  })

  it('accepts only currencies on offer', async () => {
    const actor = await ready()
    actor.send({ type: 'CHOOSE', currency: 'JPY' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.currency).toBe('USD')
    expect(document.written).toEqual([])
    expect(location.reload).not.toHaveBeenCalled()
  })

  it('does not reload for the currency already in use', async () => {
    browser({ currency: 'EUR' })
    const actor = await ready()
    actor.send({ type: 'CHOOSE', currency: 'EUR' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(location.reload).not.toHaveBeenCalled()
  })

  it('accepts a choice made before the browser has been read', () => {
    const actor = createActor(currencyMachine, { input: config }).start()
    expect(actor.getSnapshot().value).toBe('resolving')
    actor.send({ type: 'CHOOSE', currency: 'GBP' })
    expect(actor.getSnapshot().value).toBe('reloading')
    expect(storage.getItem('currency')).toBe('GBP')
  })

  it('ignores further choices while the page reloads', async () => {
    const actor = await ready()
    actor.send({ type: 'CHOOSE', currency: 'EUR' })
    actor.send({ type: 'CHOOSE', currency: 'GBP' })
    expect(actor.getSnapshot().context.currency).toBe('EUR')
    expect(location.reload).toHaveBeenCalledTimes(1)
  })
})
