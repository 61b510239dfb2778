import { assign, not, setup } from 'xstate'

// A carousel's behaviour (WAI-ARIA APG carousel pattern): previous, next and go-to move freely; auto-advance runs
// only when asked for, never for a visitor who prefers reduced motion, and stops while the pointer or keyboard
// focus is on the carousel; the pause control stops it for good until play is pressed.

/** The shortest time a slide shows when auto-advancing, in ms: nothing moves faster than this. */
export const MIN_CAROUSEL_INTERVAL = 5_000

export interface CarouselInput {
  /** How many slides there are. */
  count: number
  /** Time each slide shows when auto-advancing, in ms; raised to {@link MIN_CAROUSEL_INTERVAL} when shorter. */
  interval: number
  /** Whether the carousel advances on its own once started. */
  autoAdvance: boolean
}

export interface CarouselContext {
  index: number
  count: number
  interval: number
  autoAdvance: boolean
  hovered: boolean
  focused: boolean
}

export type CarouselEvent =
  /** The page is interactive (sent once after hydration): whether the visitor prefers reduced motion. */
  | { type: 'START'; reducedMotion: boolean }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO'; index: number }
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  /** The visitor switched reduced motion on while the carousel was running. */
  | { type: 'REDUCED_MOTION' }
  | { type: 'POINTER_ENTER' }
  | { type: 'POINTER_LEAVE' }
  | { type: 'FOCUS_IN' }
  | { type: 'FOCUS_OUT' }

const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0)

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  actions: {
    next: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    previous: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    goTo: assign({ index: ({ context }, params: { index: number }) => wrap(Math.trunc(params.index), context.count) }),
  },
  guards: {
    shouldAutoAdvance: ({ context }, params: { reducedMotion: boolean }) => context.autoAdvance && context.count > 1 && !params.reducedMotion,
    hasSlides: ({ context }) => context.count > 1,
    isSuspended: ({ context }) => context.hovered || context.focused,
  },
  delays: {
    interval: ({ context }) => context.interval,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    index: 0,
    count: Math.max(0, Math.trunc(input.count)),
    interval: Math.max(MIN_CAROUSEL_INTERVAL, input.interval),
    autoAdvance: input.autoAdvance,
    hovered: false,
    focused: false,
  }),
  // the server render and the page before hydration: every slide in the markup, nothing moves
  initial: 'static',
  on: {
    NEXT: { actions: 'next' },
    PREVIOUS: { actions: 'previous' },
    GO_TO: { actions: { type: 'goTo', params: ({ event }) => ({ index: event.index }) } },
    POINTER_ENTER: { actions: assign({ hovered: true }) },
    POINTER_LEAVE: { actions: assign({ hovered: false }) },
    FOCUS_IN: { actions: assign({ focused: true }) },
    FOCUS_OUT: { actions: assign({ focused: false }) },
  },
  states: {
    static: {
      on: {
        START: [{ guard: { type: 'shouldAutoAdvance', params: ({ event }) => ({ reducedMotion: event.reducedMotion }) }, target: 'playing' }, { target: 'paused' }],
      },
    },
    playing: {
      initial: 'running',
      states: {
        running: {
          always: { guard: 'isSuspended', target: 'suspended' },
          after: { interval: { target: 'running', reenter: true, actions: 'next' } },
        },
        // the pointer or focus is on the carousel: it waits, and runs again when both have left
        suspended: {
          always: { guard: not('isSuspended'), target: 'running' },
        },
      },
      on: { PAUSE: 'paused', REDUCED_MOTION: 'paused' },
    },
    paused: {
      on: { PLAY: { guard: 'hasSlides', target: 'playing' } },
    },
  },
})
