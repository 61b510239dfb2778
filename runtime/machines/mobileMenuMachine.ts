import { setup } from 'xstate'
import { lockPageScroll, unlockPageScroll } from './scrollLock-client'

// SPEC §2 Header and §4 Mobile menu: a full-screen menu on small screens, open or closed.

export type MobileMenuEvent =
  | { type: 'TOGGLE' }
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'NAVIGATE' }
  | { type: 'ESCAPE' }

export const mobileMenuMachine = setup({
  types: { events: {} as MobileMenuEvent },
  actions: {
    lockScroll: () => lockPageScroll(),
    unlockScroll: () => unlockPageScroll(),
  },
}).createMachine({
  id: 'mobileMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { TOGGLE: 'open', OPEN: 'open' },
    },
    open: {
      entry: 'lockScroll',
      // on exit rather than on entering closed: every way out unlocks, and the first render locks nothing
      exit: 'unlockScroll',
      on: { TOGGLE: 'closed', CLOSE: 'closed', NAVIGATE: 'closed', ESCAPE: 'closed' },
    },
  },
})
