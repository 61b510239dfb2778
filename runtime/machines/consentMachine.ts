import { assign, fromPromise, setup } from 'xstate'
import { announceConsentChange } from './consentChange-client'
import {
  DEFAULT_CONSENT_CATEGORIES,
  parseConsentRecord,
  toConsentCategories,
  toConsentRecord,
  type ConsentCategories,
  type ConsentCategory,
  type ConsentRecord,
} from './consentRecord'
import { DEFAULT_CONSENT_STORAGE_NAME } from './constants'
import { gtag } from './gtag-client'
import { readStorage, writeStorage } from './storage-client'

// SPEC §4 Cookie consent. The head script (consentDefaultScript) already sent Consent Mode's `default` from the
// stored record, so loading a stored choice sends nothing; only OK sends an `update`.

export interface ConsentInput {
  /** localStorage key of the consent record (SPEC §9: a configured storage name). Default `cookie-consent`. */
  storageName?: string
}

export interface ConsentContext {
  storageName: string
  categories: ConsentCategories
}

export type ConsentEvent =
  | { type: 'TOGGLE_PREFERENCES' }
  | { type: 'TOGGLE_CATEGORY'; category: ConsentCategory }
  | { type: 'OK' }
  | { type: 'REOPEN' }

export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
  },
  actions: {
    applyStoredChoice: assign({ categories: (_, params: { record: ConsentRecord }) => toConsentCategories(params.record) }),
    toggleCategory: assign({
      categories: ({ context }, params: { category: ConsentCategory }) => ({
        ...context.categories,
        [params.category]: !context.categories[params.category],
      }),
    }),
    saveChoice: ({ context }) => {
      const record = toConsentRecord(context.categories)
      writeStorage('localStorage', context.storageName, JSON.stringify(record))
      // consent-gated scripts on this page listen for it (consentedScriptMachine): storage events reach other tabs only
      announceConsentChange(context.storageName, record)
    },
    sendConsentUpdate: ({ context }) => {
      gtag('consent', 'update', toConsentRecord(context.categories))
    },
  },
  guards: {
    hasStoredChoice: (_, params: { record: ConsentRecord | null }) => params.record !== null,
    // SPEC §4: functional is always on and its switch disabled
    isAdjustable: (_, params: { category: ConsentCategory }) => params.category !== 'functional',
  },
  actors: {
    readStoredChoice: fromPromise<ConsentRecord | null, { storageName: string }>(async ({ input }) => {
      const stored = readStorage('localStorage', input.storageName)
      return stored === null ? null : parseConsentRecord(JSON.parse(stored))
    }),
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({
    storageName: input.storageName ?? DEFAULT_CONSENT_STORAGE_NAME,
    categories: { ...DEFAULT_CONSENT_CATEGORIES },
  }),
  // the banner stays hidden until storage has been read, so the server render and the first client render agree
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'readStoredChoice',
        input: ({ context }) => ({ storageName: context.storageName }),
        onDone: [
          {
            guard: { type: 'hasStoredChoice', params: ({ event }) => ({ record: event.output }) },
            target: 'closed',
            actions: { type: 'applyStoredChoice', params: ({ event }) => ({ record: event.output! }) },
          },
          // SPEC §4: with no stored choice the banner shows and all categories default to granted
          { target: 'open' },
        ],
        // unreadable JSON counts as no stored choice
        onError: 'open',
      },
    },
    open: {
      initial: 'summary',
      states: {
        summary: { on: { TOGGLE_PREFERENCES: 'preferences' } },
        preferences: {
          on: {
            TOGGLE_PREFERENCES: 'summary',
            TOGGLE_CATEGORY: {
              guard: { type: 'isAdjustable', params: ({ event }) => ({ category: event.category }) },
              actions: { type: 'toggleCategory', params: ({ event }) => ({ category: event.category }) },
            },
          },
        },
      },
      on: { OK: { target: 'closed', actions: ['saveChoice', 'sendConsentUpdate'] } },
    },
    closed: {
      // the footer's Privacy Manager link
      on: { REOPEN: 'open' },
    },
  },
})
