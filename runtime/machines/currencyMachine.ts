import { assign, fromPromise, setup } from 'xstate'
import { CURRENCY_COOKIE } from './constants'
import { readCookie, writeCookie } from './cookies-client'
import { readStorage, writeStorage } from './storage-client'

// SPEC §4 Currency. The server renders prices from the cookie, so a choice is stored and the page reloaded. A
// choice kept in storage alone (the cookie cleared or expired) is one the server cannot see: the machine writes it
// back to the cookie and reloads once, so the dropdown never names a currency the prices are not in.

export interface CurrencyInput {
  /** The currencies on offer; nothing else is accepted from the cookie, storage or CHOOSE. */
  currencies: readonly string[]
  /** The currency when neither the cookie nor storage holds an accepted one. Must be in `currencies`. */
  defaultCurrency: string
  /**
   * The currency the server rendered with (from the request's cookie, else the default): shown until the browser's
   * is read, and kept when the browser's is one the server could not see and the page cannot reload with it.
   */
  currency?: string
}

export interface CurrencyContext {
  currencies: readonly string[]
  defaultCurrency: string
  /** The currency the dropdown shows: always the one the page's prices are in. */
  currency: string
  /** A stored currency the server could not see, on its way into the cookie (`syncing`). */
  pending: string | null
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
    setPending: assign({ pending: (_, params: StoredCurrency) => params.stored }),
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
    // no accepted currency in the cookie: the server rendered the default, and a stored currency that differs from
    // it is one the server never saw. Once the cookie holds it this is false, so the reload cannot repeat.
    isStoredOnly: ({ context }, params: StoredCurrency) =>
      !(params.cookie !== null && context.currencies.includes(params.cookie)) &&
      params.stored !== null &&
      context.currencies.includes(params.stored) &&
      params.stored !== context.currency,
    isCookieWritten: (_, params: { written: boolean }) => params.written,
  },
  actors: {
    readStoredCurrency: fromPromise<StoredCurrency>(async () => ({
      cookie: readCookie(CURRENCY_COOKIE),
      stored: readStorage('localStorage', CURRENCY_COOKIE),
    })),
    // true when the cookie reads back: only then does a reload reach the server with it (cookies may be blocked)
    writeCurrencyCookie: fromPromise<boolean, { currency: string }>(async ({ input }) => {
      writeCookie(CURRENCY_COOKIE, input.currency)
      return readCookie(CURRENCY_COOKIE) === input.currency
    }),
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
    return { currencies: input.currencies, defaultCurrency: input.defaultCurrency, currency, pending: null }
  },
  initial: 'resolving',
  states: {
    resolving: {
      invoke: {
        src: 'readStoredCurrency',
        onDone: [
          {
            guard: { type: 'isStoredOnly', params: ({ event }) => event.output },
            target: 'syncing',
            actions: { type: 'setPending', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: { type: 'resolveCurrency', params: ({ event }) => event.output } },
        ],
        // unreadable storage: keep what the server rendered with
        onError: 'ready',
      },
      on: choose,
    },
    // the stored currency goes into the cookie and the page reloads with its prices; meanwhile, and for good when the
    // cookie cannot be written, the dropdown keeps the currency the prices are in
    syncing: {
      invoke: {
        src: 'writeCurrencyCookie',
        input: ({ context }) => ({ currency: context.pending ?? context.currency }),
        onDone: [
          { guard: { type: 'isCookieWritten', params: ({ event }) => ({ written: event.output }) }, target: 'reloading', actions: 'reload' },
          { target: 'ready' },
        ],
        onError: 'ready',
      },
      on: choose,
    },
    ready: { on: choose },
    // the page is going away; further choices would race the reload
    reloading: {},
  },
})
