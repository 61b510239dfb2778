import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { CLIENT_START_TIMEOUT, clientStartAfterLoad } from './clientStartAfterLoad'

// Vike's script as it ends every page's body (vike 0.4.266), with the server's stand-in nonce
const VIKE = '<script type="module" async nonce="NONCE">\nimport("/assets/entries/site_pages_client.K.js");\nimport("/assets/entries/entry-client-routing.C.js");\n</script>'
const page = (script: string) => `<html><head><script nonce="NONCE">var x=1</script></head><body><main>…</main>${script}<link rel="modulepreload" href="/assets/chunks/c.js"></body></html>`

/** Runs the rewritten script against a stand-in window: what it imported, and the listeners and timer it left. */
function run(html: string, readyState: 'loading' | 'interactive' | 'complete') {
  const body = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!
  const imported: string[] = []
  const listeners = new Map<string, () => void>()
  const timers: { ms: number; run: () => void }[] = []
  const frames: (() => void)[] = []
  const context = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    requestAnimationFrame: (run: () => void) => frames.push(run),
    __import: (url: string) => imported.push(url),
  }
  // a classic script may not say import(): the stand-in takes the calls instead
  runInNewContext(body.replace(/import\(/g, '__import('), context)
  /** The next frame, then the tasks it queued (the stand-in runs timers only when asked). */
  const nextFrame = () => {
    const queued = timers.length
    for (const run of frames.splice(0)) run()
    for (const timer of timers.splice(queued)) timer.run()
  }
  return { imported, listeners, timers, nextFrame }
}

describe('clientStartAfterLoad', () => {
  it("wraps Vike's imports so that they run after the frame that follows the load event, keeping the element and its nonce", () => {
    const html = clientStartAfterLoad(page(VIKE))
    expect(html).toContain('<script type="module" async nonce="NONCE">')
    expect(html).toContain('<script nonce="NONCE">var x=1</script>')
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunks/c.js">')

    const { imported, listeners, timers, nextFrame } = run(html, 'interactive')
    expect(imported).toEqual([])
    expect([...listeners.keys()]).toEqual(['load', 'pointerdown', 'keydown'])
    expect(timers.map((t) => t.ms)).toEqual([CLIENT_START_TIMEOUT])

    listeners.get('load')!()
    expect(imported).toEqual([])
    nextFrame()
    expect(imported).toEqual(['/assets/entries/site_pages_client.K.js', '/assets/entries/entry-client-routing.C.js'])
    // the rest that fire later start nothing a second time
    listeners.get('pointerdown')!()
    timers[0]!.run()
    expect(imported).toHaveLength(2)
  })

  it('starts after the next frame on a page that has loaded already, and at once on the first tap or key before the load event', () => {
    const loaded = run(clientStartAfterLoad(page(VIKE)), 'complete')
    expect(loaded.imported).toEqual([])
    loaded.nextFrame()
    expect(loaded.imported).toHaveLength(2)

    const tapped = run(clientStartAfterLoad(page(VIKE)), 'loading')
    tapped.listeners.get('pointerdown')!()
    expect(tapped.imported).toHaveLength(2)

    const waited = run(clientStartAfterLoad(page(VIKE)), 'loading')
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
