import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { carouselMachine, MIN_CAROUSEL_INTERVAL, type CarouselInput } from './carouselMachine'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function started(input: Partial<CarouselInput> = {}, reducedMotion = false) {
  const actor = createActor(carouselMachine, { input: { count: 4, interval: 8_000, autoAdvance: true, ...input } }).start()
  actor.send({ type: 'START', reducedMotion })
  return actor
}
const index = (actor: ReturnType<typeof started>) => actor.getSnapshot().context.index

describe('carouselMachine', () => {
  it('stays still until the page is interactive', () => {
    const actor = createActor(carouselMachine, { input: { count: 4, interval: 8_000, autoAdvance: true } }).start()
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().value).toBe('static')
    expect(index(actor)).toBe(0)
  })

  it('moves to the next and previous slide, wrapping at both ends', () => {
    const actor = started({ autoAdvance: false })
    actor.send({ type: 'PREVIOUS' })
    expect(index(actor)).toBe(3)
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'NEXT' })
    expect(index(actor)).toBe(1)
    actor.send({ type: 'GO_TO', index: 3 })
    actor.send({ type: 'NEXT' })
    expect(index(actor)).toBe(0)
  })

  it('advances once per interval when auto-advance is on', () => {
    const actor = started()
    expect(actor.getSnapshot().matches({ playing: 'running' })).toBe(true)
    vi.advanceTimersByTime(7_999)
    expect(index(actor)).toBe(0)
    vi.advanceTimersByTime(1)
    expect(index(actor)).toBe(1)
    vi.advanceTimersByTime(8_000 * 3)
    expect(index(actor)).toBe(0)
  })

  it('never advances faster than every 5 seconds, whatever interval it is given', () => {
    const actor = started({ interval: 1_000 })
    expect(actor.getSnapshot().context.interval).toBe(MIN_CAROUSEL_INTERVAL)
    vi.advanceTimersByTime(4_999)
    expect(index(actor)).toBe(0)
    vi.advanceTimersByTime(1)
    expect(index(actor)).toBe(1)
  })

  it('does not auto-advance for a visitor who prefers reduced motion, but plays when asked to', () => {
    const actor = started({}, true)
    expect(actor.getSnapshot().value).toBe('paused')
    vi.advanceTimersByTime(60_000)
    expect(index(actor)).toBe(0)
    actor.send({ type: 'PLAY' })
    vi.advanceTimersByTime(8_000)
    expect(index(actor)).toBe(1)
  })

  it('stops when reduced motion is switched on while it runs', () => {
    const actor = started()
    actor.send({ type: 'REDUCED_MOTION' })
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().value).toBe('paused')
    expect(index(actor)).toBe(0)
  })

  it('does not auto-advance when auto-advance is off or there is one slide', () => {
    expect(started({ autoAdvance: false }).getSnapshot().value).toBe('paused')
    const single = started({ count: 1 })
    expect(single.getSnapshot().value).toBe('paused')
    single.send({ type: 'PLAY' })
    expect(single.getSnapshot().value).toBe('paused')
  })

  it('pauses for good with PAUSE and resumes with PLAY', () => {
    const actor = started()
    actor.send({ type: 'PAUSE' })
    vi.advanceTimersByTime(60_000)
    expect(index(actor)).toBe(0)
    actor.send({ type: 'PLAY' })
    vi.advanceTimersByTime(8_000)
    expect(index(actor)).toBe(1)
  })

  it('waits while the pointer or keyboard focus is on it, and runs again once both have left', () => {
    const actor = started()
    actor.send({ type: 'POINTER_ENTER' })
    actor.send({ type: 'FOCUS_IN' })
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().matches({ playing: 'suspended' })).toBe(true)
    actor.send({ type: 'POINTER_LEAVE' })
    vi.advanceTimersByTime(60_000)
    expect(index(actor)).toBe(0)
    actor.send({ type: 'FOCUS_OUT' })
    expect(actor.getSnapshot().matches({ playing: 'running' })).toBe(true)
    vi.advanceTimersByTime(8_000)
    expect(index(actor)).toBe(1)
  })

  it('stays paused after the pointer leaves when the visitor paused it', () => {
    const actor = started()
    actor.send({ type: 'POINTER_ENTER' })
    actor.send({ type: 'PAUSE' })
    actor.send({ type: 'POINTER_LEAVE' })
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().value).toBe('paused')
    expect(index(actor)).toBe(0)
  })
})
