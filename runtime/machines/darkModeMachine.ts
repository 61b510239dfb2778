import { assign, fromPromise, setup } from 'xstate'
import { DARK_MODE_COOKIE } from './constants'
import { readCookie, writeCookie } from './cookies-client'
import { readStorage, writeStorage } from './storage-client'

// SPEC §4 Dark mode. darkModeBootScript sets the class before first paint; the machine then owns it.

export interface DarkModeInput {
  /** Whether the server rendered dark (from the request's `dark-mode` cookie), shown until the browser's is read. */
  dark?: boolean
}

export interface DarkModeContext {
  dark: boolean
}

export type DarkModeEvent = { type: 'TOGGLE' }

/** What the browser holds: the `dark-mode` cookie and the `dark-mode` localStorage entry. */
export interface StoredDarkMode {
  cookie: string | null
  stored: string | null
}

/** SPEC §4: on when the dark-mode cookie is true or the stored preference is dark. */
export function isDarkPreference({ cookie, stored }: StoredDarkMode): boolean {
  return cookie === 'true' || stored === 'dark'
}

const toggle = {
  TOGGLE: { target: '#darkMode.ready', actions: ['toggle', 'persist', 'applyClass'] },
} as const

export const darkModeMachine = setup({
  types: {
    context: {} as DarkModeContext,
    events: {} as DarkModeEvent,
    input: {} as DarkModeInput,
  },
  actions: {
    setDark: assign({ dark: (_, params: { dark: boolean }) => params.dark }),
    toggle: assign({ dark: ({ context }) => !context.dark }),
    persist: ({ context }) => {
      writeCookie(DARK_MODE_COOKIE, String(context.dark))
      writeStorage('localStorage', DARK_MODE_COOKIE, context.dark ? 'dark' : 'light')
    },
    applyClass: ({ context }) => {
      if (typeof document !== 'undefined') document.documentElement.classList.toggle('dark', context.dark)
    },
  },
  actors: {
    readStoredDarkMode: fromPromise<StoredDarkMode>(async () => ({
      cookie: readCookie(DARK_MODE_COOKIE),
      stored: readStorage('localStorage', DARK_MODE_COOKIE),
    })),
  },
}).createMachine({
  id: 'darkMode',
  context: ({ input }) => ({ dark: input.dark ?? false }),
  initial: 'resolving',
  states: {
    resolving: {
      invoke: {
        src: 'readStoredDarkMode',
        onDone: {
          target: 'ready',
          actions: [{ type: 'setDark', params: ({ event }) => ({ dark: isDarkPreference(event.output) }) }, 'applyClass'],
        },
        onError: 'ready',
      },
      on: toggle,
    },
    ready: { on: toggle },
  },
})
