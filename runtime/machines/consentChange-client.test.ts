import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { announceConsentChange, CONSENT_CHANGE_EVENT, onConsentChange, readConsentRecord, type ConsentChangeDetail } from './consentChange-client'
import { consentMachine } from './consentMachine'
import { toConsentRecord } from './consentRecord'
import { memoryStorage } from './testing/fakeBrowser'

const granted = toConsentRecord({ functional: true, analytics: true, marketing: true, personalization: true })
const noMarketing = toConsentRecord({ functional: true, analytics: true, marketing: false, personalization: true })

let storage: Storage
let page: EventTarget & { dataLayer: unknown[] }

beforeEach(() => {
  storage = memoryStorage()
  page = Object.assign(new EventTarget(), { dataLayer: [] as unknown[] })
  vi.stubGlobal('localStorage', storage)
  vi.stubGlobal('window', page)
})
afterEach(() => vi.unstubAllGlobals())

describe('consent changes', () => {
  it('reads the stored record, or null when there is none or it is unreadable', () => {
    expect(readConsentRecord('cookie-consent')).toBeNull()
    storage.setItem('cookie-consent', JSON.stringify(noMarketing))
    expect(readConsentRecord('cookie-consent')).toEqual(noMarketing)
    storage.setItem('cookie-consent', '{oops')
    expect(readConsentRecord('cookie-consent')).toBeNull()
  })

  it('hears an announcement in this tab for its storage name only', () => {
    const heard = vi.fn()
    const stop = onConsentChange('cookie-consent', heard)
    announceConsentChange('other', granted)
    announceConsentChange('cookie-consent', noMarketing)
    expect(heard.mock.calls).toEqual([[noMarketing]])
    stop()
    announceConsentChange('cookie-consent', granted)
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('hears a change saved in another tab through the storage event', () => {
    const heard = vi.fn()
    onConsentChange('cookie-consent', heard)
    storage.setItem('cookie-consent', JSON.stringify(granted))
    page.dispatchEvent(Object.assign(new Event('storage'), { key: 'cookie-consent' }))
    page.dispatchEvent(Object.assign(new Event('storage'), { key: 'currency' }))
    expect(heard.mock.calls).toEqual([[granted]])
  })

  it('is announced by the consent machine when the visitor confirms with OK', async () => {
    const details: ConsentChangeDetail[] = []
    page.addEventListener(CONSENT_CHANGE_EVENT, (event) => details.push((event as CustomEvent<ConsentChangeDetail>).detail))
    const actor = createActor(consentMachine, { input: {} }).start()
    await waitFor(actor, (s) => s.matches('open'))
    actor.send({ type: 'TOGGLE_PREFERENCES' })
    actor.send({ type: 'TOGGLE_CATEGORY', category: 'marketing' })
    actor.send({ type: 'OK' })
    expect(details).toEqual([{ storageName: 'cookie-consent', record: noMarketing }])
  })

  it('does nothing where there is no window (server rendering)', () => {
    vi.stubGlobal('window', undefined)
    expect(() => announceConsentChange('cookie-consent', granted)).not.toThrow()
    expect(onConsentChange('cookie-consent', vi.fn())).toBeTypeOf('function')
  })
})
