import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { mobileMenuMachine, type MobileMenuEvent } from './mobileMenuMachine'

let root: { style: { overflow: string } }

beforeEach(() => {
  root = { style: { overflow: '' } }
  vi.stubGlobal('document', { documentElement: root })
})
afterEach(() => vi.unstubAllGlobals())

function start() {
  return createActor(mobileMenuMachine).start()
}

describe('mobileMenuMachine', () => {
  it('starts closed without touching the page scroll', () => {
    root.style.overflow = 'scroll'
    expect(start().getSnapshot().value).toBe('closed')
    expect(root.style.overflow).toBe('scroll')
  })

  it('opens on TOGGLE and locks the page scroll', () => {
    const actor = start()
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(root.style.overflow).toBe('hidden')
  })

  it('opens on OPEN, and OPEN while open changes nothing', () => {
    const lockScroll = vi.fn()
    const actor = createActor(mobileMenuMachine.provide({ actions: { lockScroll } })).start()
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(lockScroll).toHaveBeenCalledTimes(1)
  })

  it.each(['TOGGLE', 'CLOSE', 'NAVIGATE', 'ESCAPE'] as const)('closes on %s and unlocks the page scroll', (type) => {
    const actor = start()
    actor.send({ type: 'OPEN' })
    actor.send({ type } as MobileMenuEvent)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(root.style.overflow).toBe('')
  })

  it.each(['CLOSE', 'NAVIGATE', 'ESCAPE'] as const)('stays closed on %s without unlocking anything', (type) => {
    const unlockScroll = vi.fn()
    const actor = createActor(mobileMenuMachine.provide({ actions: { unlockScroll } })).start()
    actor.send({ type } as MobileMenuEvent)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(unlockScroll).not.toHaveBeenCalled()
  })
})
