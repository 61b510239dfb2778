import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { FIRST_SCREEN_IMAGE } from '../../../sections/Image'
import { CLIENT_START_TIMEOUT, clientStartAfterLoad } from './clientStartAfterLoad'

// Vike's script as it ends every page's body (vike 0.4.266), with the server's stand-in nonce
const VIKE = '<script type="module" async nonce="NONCE">\nimport("/assets/entries/site_pages_client.K.js");\nimport("/assets/entries/entry-client-routing.C.js");\n</script>'
const page = (script: string) => `<html><head><script nonce="NONCE">var x=1</script></head><body><main>…</main>${script}<link rel="modulepreload" href="/assets/chunks/c.js"></body></html>`

/** A first-screen image as the script reads it: loaded or not (no natural width), and where it lies against an 800 px
 * high viewport. */
interface StandInImage {
  naturalWidth: number
  getBoundingClientRect(): { width: number; top: number; bottom: number }
}
const image = (top: number, loaded = true): StandInImage => ({
  naturalWidth: loaded ? 750 : 0,
  getBoundingClientRect: () => ({ width: 400, top, bottom: top + 250 }),
})

/** Runs the rewritten script against a stand-in window: what it imported, the listeners and timers it left, and the
 * performance observer it made, to which the test hands the browser's paint and element timing entries. */
function run(html: string, readyState: 'loading' | 'interactive' | 'complete', options: { images?: StandInImage[]; elementTiming?: boolean } = {}) {
  const body = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!
  const imported: string[] = []
  const listeners = new Map<string, () => void>()
  const timers: { ms: number; run: () => void }[] = []
  const observers: { callback: (list: { getEntries(): object[] }) => void; types: string[]; disconnected: boolean }[] = []
  const selectors: string[] = []
  class PerformanceObserver {
    static supportedEntryTypes = options.elementTiming === false ? ['paint', 'largest-contentful-paint'] : ['element', 'paint', 'largest-contentful-paint']
    private readonly state
    constructor(callback: (list: { getEntries(): object[] }) => void) {
      this.state = { callback, types: [] as string[], disconnected: false }
      observers.push(this.state)
    }
    observe(init: { type: string; buffered: boolean }) {
      expect(init.buffered).toBe(true)
      this.state.types.push(init.type)
    }
    disconnect() {
      this.state.disconnected = true
    }
  }
  const window = {
    document: {
      readyState,
      querySelectorAll: (selector: string) => (selectors.push(selector), options.images ?? []),
    },
    innerHeight: 800,
    PerformanceObserver,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    __import: (url: string) => imported.push(url),
  }
  // a classic script may not say import(): the stand-in takes the calls instead
  runInNewContext(body.replace(/import\(/g, '__import('), window)
  /** The browser reports entries shown: to every observer still connected. */
  const report = (...entries: object[]) => {
    for (const observer of observers) if (!observer.disconnected) observer.callback({ getEntries: () => entries })
  }
  const firstContentfulPaint = { entryType: 'paint', name: 'first-contentful-paint' }
  const shown = (element: StandInImage) => ({ entryType: 'element', name: 'image-paint', element })
  return { imported, listeners, timers, observers, selectors, report, firstContentfulPaint, shown }
}

describe('clientStartAfterLoad', () => {
  it("wraps Vike's imports so that they run once the page has loaded and its first paint and first-screen image are shown, keeping the element and its nonce", () => {
    const html = clientStartAfterLoad(page(VIKE))
    expect(html).toContain('<script type="module" async nonce="NONCE">')
    expect(html).toContain('<script nonce="NONCE">var x=1</script>')
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunks/c.js">')

    const hero = image(120)
    const { imported, listeners, timers, observers, selectors, report, firstContentfulPaint, shown } = run(html, 'interactive', { images: [hero] })
    expect(imported).toEqual([])
    expect([...listeners.keys()]).toEqual(['pointerdown', 'keydown', 'load'])
    expect(timers.map((t) => t.ms)).toEqual([CLIENT_START_TIMEOUT])
    expect(observers).toEqual([])

    listeners.get('load')!()
    expect(selectors).toEqual([`img[elementtiming=${FIRST_SCREEN_IMAGE}]`])
    expect(observers.map((o) => o.types)).toEqual([['paint', 'element']])
    report(firstContentfulPaint)
    expect(imported).toEqual([])
    report(shown(image(120)))
    expect(imported).toEqual([])
    report(shown(hero))
    expect(imported).toEqual(['/assets/entries/site_pages_client.K.js', '/assets/entries/entry-client-routing.C.js'])
    expect(observers[0]!.disconnected).toBe(true)
    // the rest that fire later start nothing a second time
    listeners.get('pointerdown')!()
    timers[0]!.run()
    expect(imported).toHaveLength(2)
  })

  it('waits for no image out of view or not loaded, and for the first contentful paint even when the image came first', () => {
    const below = image(900)
    const above = image(-400)
    const broken = image(100, false)
    const { imported, listeners, report, firstContentfulPaint, shown } = run(clientStartAfterLoad(page(VIKE)), 'loading', {
      images: [below, above, broken],
    })
    listeners.get('load')!()
    report({ entryType: 'paint', name: 'first-paint' })
    expect(imported).toEqual([])
    report(firstContentfulPaint)
    expect(imported).toHaveLength(2)

    const hero = image(0)
    const heroFirst = run(clientStartAfterLoad(page(VIKE)), 'loading', { images: [hero] })
    heroFirst.listeners.get('load')!()
    heroFirst.report(shown(hero))
    expect(heroFirst.imported).toEqual([])
    heroFirst.report(firstContentfulPaint)
    expect(heroFirst.imported).toHaveLength(2)
  })

  it('in a browser without element timing, starts at the load event', () => {
    const { imported, listeners, observers } = run(clientStartAfterLoad(page(VIKE)), 'loading', { elementTiming: false })
    expect(imported).toEqual([])
    listeners.get('load')!()
    expect(observers).toEqual([])
    expect(imported).toHaveLength(2)
  })

  it('waits for the reports at once on a page that has loaded already, and starts at once on the first tap or key or after the timeout', () => {
    const loaded = run(clientStartAfterLoad(page(VIKE)), 'complete')
    expect(loaded.listeners.has('load')).toBe(false)
    expect(loaded.imported).toEqual([])
    loaded.report(loaded.firstContentfulPaint)
    expect(loaded.imported).toHaveLength(2)

    const tapped = run(clientStartAfterLoad(page(VIKE)), 'loading')
    tapped.listeners.get('pointerdown')!()
    expect(tapped.imported).toHaveLength(2)

    const typed = run(clientStartAfterLoad(page(VIKE)), 'complete')
    typed.listeners.get('keydown')!()
    expect(typed.imported).toHaveLength(2)

    const waited = run(clientStartAfterLoad(page(VIKE)), 'loading', { images: [image(0)] })
    waited.listeners.get('load')!()
    waited.report(waited.firstContentfulPaint)
    waited.timers[0]!.run()
    expect(waited.imported).toHaveLength(2)
  })

  it('leaves a page without that script, or with more in it than its imports, as it is', () => {
    const none = page('')
    expect(clientStartAfterLoad(none)).toBe(none)
    const more = page('<script type="module" async nonce="N">\nimport("/a.js");\nwindow.x = 1;\n</script>')
    expect(clientStartAfterLoad(more)).toBe(more)
    const classic = page('<script async nonce="N">import("/a.js");</script>')
    expect(clientStartAfterLoad(classic)).toBe(classic)
  })
})
