import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { supportChatMachine, type SupportChatInput, type SupportChatProvider } from './supportChatMachine'
import { deferred } from './testing/fakeBrowser'

const provider: SupportChatProvider = { name: 'examplechat', scriptUrl: 'https://chat.example.com/widget.js' }

afterEach(() => vi.unstubAllGlobals())

function start(input: SupportChatInput, load: () => Promise<void> = async () => undefined) {
  const calls = { load: [] as unknown[], show: 0, hide: 0, navigate: [] as string[] }
  const machine = supportChatMachine.provide({
    actors: {
      loadProvider: fromPromise(async ({ input: loadInput }) => {
        calls.load.push(loadInput)
        await load()
      }),
    },
    actions: {
      showWidget: () => void calls.show++,
      hideWidget: () => void calls.hide++,
      navigateToSupport: ({ context }) => void calls.navigate.push(context.supportPath ?? 'nowhere'),
    },
  })
  return { actor: createActor(machine, { input }).start(), calls }
}

describe('supportChatMachine', () => {
  it('opens the contact form when no provider is configured, and closes it on TOGGLE or CLOSE', () => {
    const { actor, calls } = start({ provider: null })
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('contactForm')
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'TOGGLE' })
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(calls).toMatchObject({ load: [], navigate: [], show: 0 })
  })

  it('goes to the support page instead when one is configured', () => {
    const { actor, calls } = start({ supportPath: '/help' })
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(calls.navigate).toEqual(['/help'])
    expect(calls.load).toEqual([])
  })

  it("loads the provider's script on first open, then shows the widget", async () => {
    const script = deferred<void>()
    const { actor, calls } = start({ provider, nonce: 'n0nce' }, () => script.promise)
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(calls.load).toEqual([{ provider, nonce: 'n0nce' }])
    expect(calls.show).toBe(0)
    script.resolve()
    await waitFor(actor, (s) => s.matches('open'))
    expect(calls.show).toBe(1)
  })

  it('closes on TOGGLE and reopens without loading the script again', async () => {
    const { actor, calls } = start({ provider })
    actor.send({ type: 'TOGGLE' })
    await waitFor(actor, (s) => s.matches('open'))
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(calls.hide).toBe(1)
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(calls.load).toHaveLength(1)
    expect(calls.show).toBe(2)
  })

  it("closes on CLOSE (the provider's own close button)", async () => {
    const { actor, calls } = start({ provider })
    actor.send({ type: 'TOGGLE' })
    await waitFor(actor, (s) => s.matches('open'))
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(calls.hide).toBe(1)
  })

  it('ignores TOGGLE while the script loads', () => {
    const { actor, calls } = start({ provider }, () => new Promise(() => {}))
    actor.send({ type: 'TOGGLE' })
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(calls.load).toHaveLength(1)
  })

  it('opens the contact form at once when the script cannot load, and keeps to it without asking for the script again', async () => {
    const { actor, calls } = start({ provider }, async () => {
      throw new Error(`Failed to load ${provider.scriptUrl}`)
    })
    actor.send({ type: 'TOGGLE' })
    const snapshot = await waitFor(actor, (s) => s.matches('contactForm'))
    expect(snapshot.context.error).toBe('Failed to load https://chat.example.com/widget.js')
    expect(calls.show).toBe(0)
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('failed')
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('contactForm')
    expect(calls.load).toHaveLength(1)
    expect(calls.navigate).toEqual([])
  })

  it('goes to the support page when the script cannot load and one is configured', async () => {
    const { actor, calls } = start({ provider, supportPath: '/help' }, async () => {
      throw new Error('blocked')
    })
    actor.send({ type: 'TOGGLE' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(calls.navigate).toEqual(['/help'])
    actor.send({ type: 'TOGGLE' })
    expect(calls.navigate).toEqual(['/help', '/help'])
  })
})

describe('supportChatMachine default implementations', () => {
  // a minimal document: the injected <script> is recorded and "loads" when the test says so
  function fakeDocument(pageNonce = '') {
    const scripts: Array<Record<string, unknown> & { fire: (type: string) => void }> = []
    const document = {
      querySelector: () => (pageNonce ? { nonce: pageNonce } : null),
      createElement: () => {
        const listeners = new Map<string, () => void>()
        const script = {
          dataset: {} as Record<string, string>,
          addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
          remove: () => scripts.splice(scripts.indexOf(script), 1),
          fire: (type: string) => listeners.get(type)?.(),
        }
        return script
      },
      head: { append: (script: (typeof scripts)[number]) => scripts.push(script) },
    }
    vi.stubGlobal('document', document)
    return scripts
  }

  it('injects the provider script once, async, with the configured nonce', async () => {
    const scripts = fakeDocument('page-nonce')
    const actor = createActor(supportChatMachine, { input: { provider, nonce: 'n0nce' } }).start()
    actor.send({ type: 'TOGGLE' })
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toMatchObject({ src: provider.scriptUrl, async: true, nonce: 'n0nce', dataset: { provider: 'examplechat' } })
    scripts[0]?.fire('load')
    await waitFor(actor, (s) => s.matches('open'))
  })

  it("uses the page's own nonce when none is configured, and fails on a script error", async () => {
    const scripts = fakeDocument('page-nonce')
    const actor = createActor(supportChatMachine, { input: { provider: { ...provider, scriptUrl: 'https://chat.example.com/other.js' } } }).start()
    actor.send({ type: 'TOGGLE' })
    expect(scripts[0]).toMatchObject({ nonce: 'page-nonce' })
    scripts[0]?.fire('error')
    const snapshot = await waitFor(actor, (s) => s.context.error !== null)
    expect(snapshot.context.error).toBe('Failed to load https://chat.example.com/other.js')
    expect(scripts).toHaveLength(0)
  })

  it('announces open and close on window as stratum:support-chat events', async () => {
    fakeDocument()
    const page = new EventTarget()
    const seen: unknown[] = []
    page.addEventListener('stratum:support-chat', (event) => seen.push((event as CustomEvent).detail))
    vi.stubGlobal('window', page)
    const loaded = fromPromise<void, { provider: SupportChatProvider; nonce: string | null }>(async () => undefined)
    const actor = createActor(supportChatMachine.provide({ actors: { loadProvider: loaded } }), { input: { provider } }).start()
    actor.send({ type: 'TOGGLE' })
    await waitFor(actor, (s) => s.matches('open'))
    actor.send({ type: 'TOGGLE' })
    expect(seen).toEqual([
      { provider: 'examplechat', open: true },
      { provider: 'examplechat', open: false },
    ])
  })

  it('goes to the support page with location.assign', () => {
    const location = { assign: vi.fn() }
    vi.stubGlobal('location', location)
    createActor(supportChatMachine, { input: { supportPath: '/help' } }).start().send({ type: 'TOGGLE' })
    expect(location.assign).toHaveBeenCalledWith('/help')
  })
})
