import { runInNewContext } from 'node:vm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { consentDefaultScript } from './consentDefaultScript'
import { consentMachine, type ConsentInput } from './consentMachine'
import { toConsentRecord, type ConsentRecord } from './consentRecord'
import { memoryStorage } from './testing/fakeBrowser'

const allGranted: ConsentRecord = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  analytics_storage: 'granted',
  marketing_storage: 'granted',
  functional_storage: 'granted',
  ad_personalization: 'granted',
}
const analyticsDenied: ConsentRecord = { ...allGranted, ad_storage: 'denied', ad_user_data: 'denied', analytics_storage: 'denied' }
const nonEssentialDenied: ConsentRecord = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  analytics_storage: 'denied',
  marketing_storage: 'denied',
  functional_storage: 'granted',
  ad_personalization: 'denied',
}

let storage: Storage
let page: { dataLayer: unknown[]; gtag?: (...args: unknown[]) => void }

beforeEach(() => {
  storage = memoryStorage()
  page = { dataLayer: [] }
  vi.stubGlobal('localStorage', storage)
  vi.stubGlobal('window', page)
})
afterEach(() => vi.unstubAllGlobals())

async function started(storageName?: string, input: ConsentInput = {}) {
  const actor = createActor(consentMachine, { input: storageName === undefined ? input : { ...input, storageName } }).start()
  await waitFor(actor, (s) => !s.matches('loading'))
  return actor
}

/** The commands on window.dataLayer, each as the array of its arguments. */
const commands = () => page.dataLayer.map((command) => [...(command as IArguments)])

describe('consentMachine', () => {
  it('keeps the banner hidden until storage has been read', () => {
    expect(createActor(consentMachine, { input: {} }).getSnapshot().value).toBe('loading')
  })

  it('shows the banner with every category granted when no choice is stored', async () => {
    const snapshot = (await started()).getSnapshot()
    expect(snapshot.value).toEqual({ open: 'summary' })
    expect(snapshot.context.categories).toEqual({ functional: true, analytics: true, marketing: true, personalization: true })
  })

  it('stays closed with the stored choices and sends nothing when a choice is stored', async () => {
    storage.setItem('cookie-consent', JSON.stringify(analyticsDenied))
    const snapshot = (await started()).getSnapshot()
    expect(snapshot.value).toBe('closed')
    expect(snapshot.context.categories).toEqual({ functional: true, analytics: false, marketing: true, personalization: true })
    expect(page.dataLayer).toEqual([])
  })

  it('reads the configured storage name', async () => {
    storage.setItem('cookie-consent', JSON.stringify(allGranted))
    expect((await started('brand-consent')).getSnapshot().matches('open')).toBe(true)
    storage.setItem('brand-consent', JSON.stringify(allGranted))
    expect((await started('brand-consent')).getSnapshot().value).toBe('closed')
  })

  it.each([
    ['unreadable JSON', '{"ad_storage":'],
    ['a record missing keys', JSON.stringify({ ad_storage: 'granted' })],
    ['a record with other values', JSON.stringify({ ...allGranted, ad_storage: 'yes' })],
  ])('shows the banner with defaults when the stored value is %s', async (_name, stored) => {
    storage.setItem('cookie-consent', stored)
    const snapshot = (await started()).getSnapshot()
    expect(snapshot.matches('open')).toBe(true)
    expect(snapshot.context.categories.analytics).toBe(true)
  })

  it('shows and hides the category switches with TOGGLE_PREFERENCES', async () => {
    const actor = await started()
    actor.send({ type: 'TOGGLE_PREFERENCES' })
    expect(actor.getSnapshot().value).toEqual({ open: 'preferences' })
    actor.send({ type: 'TOGGLE_PREFERENCES' })
    expect(actor.getSnapshot().value).toEqual({ open: 'summary' })
  })

  it('toggles a category while the switches show', async () => {
    const actor = await started()
    actor.send({ type: 'TOGGLE_PREFERENCES' })
    actor.send({ type: 'TOGGLE_CATEGORY', category: 'marketing' })
    expect(actor.getSnapshot().context.categories.marketing).toBe(false)
    actor.send({ type: 'TOGGLE_CATEGORY', category: 'marketing' })
    expect(actor.getSnapshot().context.categories.marketing).toBe(true)
  })

  it('never turns functional off', async () => {
    const actor = await started()
    actor.send({ type: 'TOGGLE_PREFERENCES' })
    actor.send({ type: 'TOGGLE_CATEGORY', category: 'functional' })
    expect(actor.getSnapshot().context.categories.functional).toBe(true)
  })

  it('ignores TOGGLE_CATEGORY while the switches are hidden', async () => {
    const actor = await started()
    actor.send({ type: 'TOGGLE_CATEGORY', category: 'analytics' })
    expect(actor.getSnapshot().context.categories.analytics).toBe(true)
  })

  it('hides the banner on OK, saves the record and sends a Consent Mode update', async () => {
    const actor = await started()
    actor.send({ type: 'TOGGLE_PREFERENCES' })
    actor.send({ type: 'TOGGLE_CATEGORY', category: 'analytics' })
    actor.send({ type: 'OK' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(JSON.parse(storage.getItem('cookie-consent') ?? 'null')).toEqual(analyticsDenied)
    expect(page.dataLayer).toHaveLength(1)
    const command = page.dataLayer[0]
    // gtag.js only runs commands pushed as an arguments object, not as an array
    expect(Array.isArray(command)).toBe(false)
    expect(Object.prototype.toString.call(command)).toBe('[object Arguments]')
    expect([...(command as IArguments)]).toEqual(['consent', 'update', analyticsDenied])
  })

  it('sends the update through window.gtag when the page defines it', async () => {
    const calls: unknown[][] = []
    page.gtag = (...args) => void calls.push(args)
    const actor = await started('brand-consent')
    actor.send({ type: 'OK' })
    expect(calls).toEqual([['consent', 'update', allGranted]])
    expect(storage.getItem('brand-consent')).toBe(JSON.stringify(allGranted))
  })

  it('reopens the banner on REOPEN with the saved choices and the switches hidden', async () => {
    const actor = await started()
    actor.send({ type: 'TOGGLE_PREFERENCES' })
    actor.send({ type: 'TOGGLE_CATEGORY', category: 'personalization' })
    actor.send({ type: 'OK' })
    actor.send({ type: 'REOPEN' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual({ open: 'summary' })
    expect(snapshot.context.categories.personalization).toBe(false)
  })

  it('ignores REOPEN while the banner shows and OK while it is closed', async () => {
    const actor = await started()
    actor.send({ type: 'TOGGLE_PREFERENCES' })
    actor.send({ type: 'REOPEN' })
    expect(actor.getSnapshot().value).toEqual({ open: 'preferences' })
    actor.send({ type: 'OK' })
    actor.send({ type: 'OK' })
    expect(page.dataLayer).toHaveLength(1)
  })
})

describe('consentMachine: Reject non-essential and the denied defaults of a UK or EU site', () => {
  it('denies every non-essential category on REJECT_NON_ESSENTIAL, saves the record and sends a Consent Mode update', async () => {
    const actor = await started()
    actor.send({ type: 'REJECT_NON_ESSENTIAL' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.categories).toEqual({ functional: true, analytics: false, marketing: false, personalization: false })
    expect(JSON.parse(storage.getItem('cookie-consent') ?? 'null')).toEqual(nonEssentialDenied)
    expect(commands()).toEqual([['consent', 'update', nonEssentialDenied]])
  })

  it('rejects from the switches too, whatever they show', async () => {
    const actor = await started()
    actor.send({ type: 'TOGGLE_PREFERENCES' })
    actor.send({ type: 'TOGGLE_CATEGORY', category: 'analytics' })
    actor.send({ type: 'REJECT_NON_ESSENTIAL' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(commands()).toEqual([['consent', 'update', nonEssentialDenied]])
  })

  it('ignores REJECT_NON_ESSENTIAL while the banner is closed', async () => {
    storage.setItem('cookie-consent', JSON.stringify(allGranted))
    const actor = await started()
    actor.send({ type: 'REJECT_NON_ESSENTIAL' })
    expect(actor.getSnapshot().context.categories.marketing).toBe(true)
    expect(page.dataLayer).toEqual([])
  })

  it('shows the banner with every non-essential category denied when the site defaults consent to denied', async () => {
    const snapshot = (await started(undefined, { consentDefault: 'denied' })).getSnapshot()
    expect(snapshot.value).toEqual({ open: 'summary' })
    expect(snapshot.context.categories).toEqual({ functional: true, analytics: false, marketing: false, personalization: false })
    expect(snapshot.context.consentDefault).toBe('denied')
  })

  it('grants with denied defaults only what the visitor turns on', async () => {
    const actor = await started(undefined, { consentDefault: 'denied' })
    actor.send({ type: 'TOGGLE_PREFERENCES' })
    actor.send({ type: 'TOGGLE_CATEGORY', category: 'marketing' })
    actor.send({ type: 'OK' })
    expect(commands()).toEqual([['consent', 'update', { ...nonEssentialDenied, marketing_storage: 'granted' }]])
  })

  it('confirms the denied defaults with OK as they are', async () => {
    const actor = await started(undefined, { consentDefault: 'denied' })
    actor.send({ type: 'OK' })
    expect(JSON.parse(storage.getItem('cookie-consent') ?? 'null')).toEqual(nonEssentialDenied)
    expect(commands()).toEqual([['consent', 'update', nonEssentialDenied]])
  })

  it('keeps a stored choice over the denied defaults', async () => {
    storage.setItem('cookie-consent', JSON.stringify(analyticsDenied))
    const snapshot = (await started(undefined, { consentDefault: 'denied' })).getSnapshot()
    expect(snapshot.value).toBe('closed')
    expect(snapshot.context.categories).toEqual({ functional: true, analytics: false, marketing: true, personalization: true })
  })

  it('falls back on the denied defaults when the stored value is unreadable', async () => {
    storage.setItem('cookie-consent', '{"ad_storage":')
    const snapshot = (await started(undefined, { consentDefault: 'denied' })).getSnapshot()
    expect(snapshot.matches('open')).toBe(true)
    expect(snapshot.context.categories.analytics).toBe(false)
  })
})

describe('toConsentRecord', () => {
  it.each([
    ['analytics', { ad_storage: 'denied', ad_user_data: 'denied', analytics_storage: 'denied' }],
    ['marketing', { marketing_storage: 'denied' }],
    ['personalization', { ad_personalization: 'denied' }],
  ] as const)('denies only the keys %s controls', (category, denied) => {
    const choice = { functional: true, analytics: true, marketing: true, personalization: true, [category]: false }
    expect(toConsentRecord(choice)).toEqual({ ...allGranted, ...denied })
  })

  it('always grants functional_storage', () => {
    expect(toConsentRecord({ functional: false, analytics: false, marketing: false, personalization: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      analytics_storage: 'denied',
      marketing_storage: 'denied',
      functional_storage: 'granted',
      ad_personalization: 'denied',
    })
  })
})

describe('consentDefaultScript', () => {
  // runs the script as the browser would, in a fresh global with only what a page has at <head> time
  function run(script: string, localStorage: Pick<Storage, 'getItem'>) {
    const sandbox: Record<string, unknown> = { localStorage }
    sandbox.window = sandbox
    runInNewContext(script, sandbox)
    return (sandbox.dataLayer as IArguments[]).map((entry) => [...entry])
  }

  it('sends all granted as the default when nothing is stored', () => {
    expect(run(consentDefaultScript(), memoryStorage())).toEqual([['consent', 'default', allGranted]])
  })

  it('sends the stored record under the given storage name', () => {
    const stored = memoryStorage({ 'brand-consent': JSON.stringify(analyticsDenied) })
    expect(run(consentDefaultScript('brand-consent'), stored)).toEqual([['consent', 'default', analyticsDenied]])
    expect(run(consentDefaultScript(), stored)).toEqual([['consent', 'default', allGranted]])
  })

  it('falls back to all granted when the stored record is invalid or storage throws', () => {
    const partial = memoryStorage({ 'cookie-consent': JSON.stringify({ ad_storage: 'denied' }) })
    expect(run(consentDefaultScript(), partial)).toEqual([['consent', 'default', allGranted]])
    const blocked = { getItem: () => { throw new Error('SecurityError') } }
    expect(run(consentDefaultScript(), blocked)).toEqual([['consent', 'default', allGranted]])
  })

  it('sends every non-essential category denied as the default when the site defaults consent to denied', () => {
    expect(run(consentDefaultScript(undefined, 'denied'), memoryStorage())).toEqual([['consent', 'default', nonEssentialDenied]])
  })

  it('sends the stored record over the denied defaults, and the denied defaults when it is invalid', () => {
    const stored = memoryStorage({ 'cookie-consent': JSON.stringify(allGranted) })
    expect(run(consentDefaultScript(undefined, 'denied'), stored)).toEqual([['consent', 'default', allGranted]])
    const partial = memoryStorage({ 'cookie-consent': JSON.stringify({ ad_storage: 'granted' }) })
    expect(run(consentDefaultScript(undefined, 'denied'), partial)).toEqual([['consent', 'default', nonEssentialDenied]])
  })

  it('cannot be broken out of by the storage name', () => {
    const script = consentDefaultScript('</script><script>alert(1)</script>')
    expect(script).not.toContain('</script>')
    const stored = memoryStorage({ '</script><script>alert(1)</script>': JSON.stringify(analyticsDenied) })
    expect(run(script, stored)).toEqual([['consent', 'default', analyticsDenied]])
  })
})
