import { assign, fromPromise, setup } from 'xstate'
import { CURRENCY_COOKIE } from './constants'
import { readCookie, writeCookie } from './cookies-client'
import { readStorage, writeStorage } from './storage-client'

// SPEC §4 Currency. The server renders prices from the cookie, so a choice is stored and the page reloaded.

export interface CurrencyInput {
  /** The currencies on offer; nothing else is accepted from the cookie, storage or CHOOSE. */
  currencies: readonly string[]
  /** The currency when neither the cookie nor storage holds an accepted one. Must be in `currencies`. */
  defaultCurrency: string
  /** The currency the server rendered with (from the request's cookie), shown until the browser's is read. */
  currency?: string
}

export interface CurrencyContext {
  currencies: readonly string[]
  defaultCurrency: string
  currency: string
}

export type CurrencyEvent = { type: 'CHOOSE'; currency: string }

/** What the browser holds: the `currency` cookie and the `currency` localStorage entry. */
export interface StoredCurrency {
  cookie: string | null
  stored: string | null
}

const choose = {
  CHOOSE: {
    guard: { type: 'isNewAcceptedCurrency', params: ({ event }: { event: CurrencyEvent }) => ({ currency: event.currency }) },
    target: '#currency.reloading',
    actions: [
      { type: 'setCurrency', params: ({ event }: { event: CurrencyEvent }) => ({ currency: event.currency }) },
      'persist',
      'reload',
    ],
  },
} as const

export const currencyMachine = setup({
  types: {
    context: {} as CurrencyContext,
    events: {} as CurrencyEvent,
    input: {} as CurrencyInput,
  },
  actions: {
    setCurrency: assign({ currency: (_, params: { currency: string }) => params.currency }),
    // SPEC §4: the initial value comes from the cookie, then the stored value, then the default
    resolveCurrency: assign({
      currency: ({ context }, params: StoredCurrency) =>
        [params.cookie, params.stored].find((value) => value !== null && context.currencies.includes(value)) ??
        context.defaultCurrency,
    }),
    persist: ({ context }) => {
      writeCookie(CURRENCY_COOKIE, context.currency)
      writeStorage('localStorage', CURRENCY_COOKIE, context.currency)
    },
    reload: () => {
      if (typeof location !== 'undefined') location.reload()
    },
  },
  guards: {
    isNewAcceptedCurrency: ({ context }, params: { currency: string }) =>
      context.currencies.includes(params.currency) && params.currency !== context.currency,
  },
  actors: {
    readStoredCurrency: fromPromise<StoredCurrency>(async () => ({
      cookie: readCookie(CURRENCY_COOKIE),
      stored: readStorage('localStorage', CURRENCY_COOKIE),
    })),
  },
}).createMachine({
  id: 'currency',
  context: ({ input }) => {
    if (!input.currencies.includes(input.defaultCurrency)) {
      throw new Error(
        `currencyMachine input: defaultCurrency '${input.defaultCurrency}' is not one of currencies [${input.currencies.join(', ')}]`,
      )
    }
    const currency = input.currency !== undefined && input.currencies.includes(input.currency) ? input.currency : input.defaultCurrency
    return { currencies: input.currencies, defaultCurrency: input.defaultCurrency, currency }
  },
  initial: 'resolving',
  states: {
    resolving: {
      invoke: {
        src: 'readStoredCurrency',
        onDone: { target: 'ready', actions: { type: 'resolveCurrency', params: ({ event }) => event.output } },
        // unreadable storage: keep what the server rendered with
        onError: 'ready',
      },
      on: choose,
    },
    ready: { on: choose },
    // the page is going away; further choices would race the reload
    reloading: {},
  },
})
