import { describe, expect, it, vi } from 'vitest'
import { delegateEmitClicks } from './delegateEmitClicks'

// A tiny element tree: no DOM in node. closest() matches the one selector delegateEmitClicks asks for.
interface FakeElement {
  parent: FakeElement | null
  emit?: string
  closest: (selector: string) => FakeElement | null
}
function element(parent: FakeElement | null, emit?: string): FakeElement {
  const node: FakeElement = {
    parent,
    closest(selector) {
      const wanted = /^\[data-emit="(.+)"\]$/.exec(selector)?.[1]
      for (let at: FakeElement | null = node; at; at = at.parent) if (at.emit === wanted) return at
      return null
    },
  }
  if (emit !== undefined) node.emit = emit
  return node
}

function setup() {
  const listeners = new Set<(event: Event) => void>()
  const captures: unknown[] = []
  const rootElement = element(null)
  const root = {
    addEventListener: (_type: string, listener: (event: Event) => void, capture?: unknown) => {
      listeners.add(listener)
      captures.push(capture)
    },
    removeEventListener: (_type: string, listener: (event: Event) => void) => void listeners.delete(listener),
    contains: (node: unknown) => {
      for (let at = node as FakeElement | null; at; at = at.parent) if (at === rootElement) return true
      return false
    },
  }
  const send = vi.fn()
  const stop = delegateEmitClicks(root as unknown as Parameters<typeof delegateEmitClicks>[0], send)
  const click = (target: FakeElement, init: Partial<MouseEvent> = {}) => {
    const event = { type: 'click', target, button: 0, defaultPrevented: false, ...init, preventDefault: vi.fn(), stopPropagation: vi.fn() }
    for (const listener of listeners) listener(event as unknown as Event)
    return event
  }
  return { rootElement, send, stop, click, listeners, captures }
}

describe('delegateEmitClicks', () => {
  it('sends TOGGLE and keeps the link from navigating for a data-emit="toggleChat" link', () => {
    const { rootElement, send, click } = setup()
    const event = click(element(rootElement, 'toggleChat'))
    expect(send).toHaveBeenCalledWith({ type: 'TOGGLE' })
    expect(event.preventDefault).toHaveBeenCalled()
  })

  it('stops the click there, in the capture phase, so the client router does not follow the link’s address', () => {
    const { rootElement, click, captures } = setup()
    const event = click(element(rootElement, 'toggleChat'))
    expect(event.stopPropagation).toHaveBeenCalled()
    expect(captures).toEqual([true])
    const other = click(element(rootElement))
    expect(other.stopPropagation).not.toHaveBeenCalled()
  })

  it('catches clicks on elements inside the link, such as CMS markdown emphasis', () => {
    const { rootElement, send, click } = setup()
    const link = element(element(rootElement), 'toggleChat')
    click(element(element(link)))
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('leaves other clicks alone', () => {
    const { rootElement, send, click } = setup()
    const event = click(element(rootElement, 'somethingElse'))
    click(element(rootElement))
    expect(send).not.toHaveBeenCalled()
    expect(event.preventDefault).not.toHaveBeenCalled()
  })

  it('ignores emitters outside the root', () => {
    const { send, click } = setup()
    click(element(element(null), 'toggleChat'))
    expect(send).not.toHaveBeenCalled()
  })

  it('lets modified and middle clicks open the link elsewhere, and respects an earlier preventDefault', () => {
    const { rootElement, send, click } = setup()
    const link = element(rootElement, 'toggleChat')
    for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      click(link, init)
    }
    expect(send).not.toHaveBeenCalled()
  })

  it('stops listening when the returned function is called', () => {
    const { rootElement, send, stop, click, listeners } = setup()
    stop()
    click(element(rootElement, 'toggleChat'))
    expect(send).not.toHaveBeenCalled()
    expect(listeners.size).toBe(0)
  })
})
