import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { CONSENT_CHANGE_EVENT } from './consentChange-client'
import { toConsentRecord, type ConsentCategories } from './consentRecord'
import { consentedScriptMachine, type ConsentedScriptInput } from './consentedScriptMachine'
import { memoryStorage } from './testing/fakeBrowser'

const choice = (overrides: Partial<ConsentCategories>) => toConsentRecord({ functional: true, analytics: true, marketing: true, personalization: true, ...overrides })

let storage: Storage
let page: EventTarget
const load = vi.fn<(input: { src: string; name: string | null; nonce: string | null }) => Promise<void>>()

beforeEach(() => {
  storage = memoryStorage()
  page = new EventTarget()
  vi.stubGlobal('localStorage', storage)
  vi.stubGlobal('window', page)
  load.mockReset().mockResolvedValue(undefined)
})
afterEach(() => vi.unstubAllGlobals())

// the provider's script is outside this machine: loadScript is stubbed (the e2e suite loads a real one in chromium)
function started(input: Partial<ConsentedScriptInput> = {}) {
  const logic = consentedScriptMachine.provide({ actors: { loadScript: fromPromise(({ input }) => load(input as never)) } })
  return createActor(logic, { input: { src: 'https://widgets.reviews.example/loader.js', name: 'Reviews', category: 'marketing', ...input } }).start()
}
const announce = (storageName: string, record: ReturnType<typeof choice>) =>
  page.dispatchEvent(Object.assign(new Event(CONSENT_CHANGE_EVENT), { detail: { storageName, record } }))

describe('consentedScriptMachine', () => {
  it('starts checking, so the server and the first client render agree', () => {
    expect(createActor(consentedScriptMachine, { input: { src: 'https://x.example/a.js', category: 'marketing' } }).getSnapshot().value).toBe('checking')
  })

  it('loads nothing before the visitor has made a choice, even though the defaults grant everything', async () => {
    const actor = started()
    await waitFor(actor, (s) => s.matches('waiting'))
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the script at once when a stored choice grants the category', async () => {
    storage.setItem('cookie-consent', JSON.stringify(choice({})))
    const actor = started()
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(load).toHaveBeenCalledWith({ src: 'https://widgets.reviews.example/loader.js', name: 'Reviews', nonce: null })
  })

  it('keeps waiting when the stored choice denies the category', async () => {
    storage.setItem('cookie-consent', JSON.stringify(choice({ marketing: false })))
    const actor = started()
    await waitFor(actor, (s) => s.matches('waiting'))
    expect(load).not.toHaveBeenCalled()
  })

  it('counts functional as granted by any stored choice', async () => {
    storage.setItem('cookie-consent', JSON.stringify(choice({ marketing: false, analytics: false, personalization: false })))
    const actor = started({ category: 'functional' })
    await waitFor(actor, (s) => s.matches('loaded'))
  })

  it('loads once the visitor grants the category in this tab, and ignores other storage names and denials', async () => {
    const actor = started()
    await waitFor(actor, (s) => s.matches('waiting'))
    announce('cookie-consent', choice({ marketing: false }))
    announce('other-consent', choice({}))
    expect(actor.getSnapshot().value).toBe('waiting')
    announce('cookie-consent', choice({}))
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads once another tab saves a granting choice', async () => {
    const actor = started()
    await waitFor(actor, (s) => s.matches('waiting'))
    storage.setItem('cookie-consent', JSON.stringify(choice({})))
    page.dispatchEvent(Object.assign(new Event('storage'), { key: 'cookie-consent' }))
    await waitFor(actor, (s) => s.matches('loaded'))
  })

  it('treats an unreadable stored value as no choice', async () => {
    storage.setItem('cookie-consent', '{not json')
    const actor = started()
    await waitFor(actor, (s) => s.matches('waiting'))
    expect(load).not.toHaveBeenCalled()
  })

  it('ends failed with the reason when the script does not load', async () => {
    storage.setItem('cookie-consent', JSON.stringify(choice({})))
    load.mockRejectedValue(new Error('Failed to load https://widgets.reviews.example/loader.js'))
    const actor = started()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('Failed to load https://widgets.reviews.example/loader.js')
  })

  it('stops listening for consent once it leaves waiting', async () => {
    const remove = vi.spyOn(page, 'removeEventListener')
    const actor = started()
    await waitFor(actor, (s) => s.matches('waiting'))
    announce('cookie-consent', choice({}))
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual(['storage', CONSENT_CHANGE_EVENT])
  })
})
