import { assign, fromPromise, setup } from 'xstate'
import { announceConsentChange } from './consentChange-client'
import {
  defaultConsentCategories,
  ESSENTIAL_CONSENT_CATEGORIES,
  parseConsentRecord,
  toConsentCategories,
  toConsentRecord,
  type ConsentCategories,
  type ConsentCategory,
  type ConsentRecord,
  type ConsentValue,
} from './consentRecord'
import { DEFAULT_CONSENT_STORAGE_NAME } from './constants'
import { gtag } from './gtag-client'
import { readStorage, writeStorage } from './storage-client'

// SPEC §4 Cookie consent. The head script (consentDefaultScript) already sent Consent Mode's `default` from the
// stored record, so loading a stored choice sends nothing; only a choice (OK, Reject non-essential) sends an `update`.

export interface ConsentInput {
  /** localStorage key of the consent record (SPEC §9: a configured storage name). Default `cookie-consent`. */
  storageName?: string
  /**
   * What the non-essential categories are until the visitor chooses: `granted` (SPEC §4, the default) or, for a UK
   * or EU site, `denied` (the site configuration's `consentDefault`). The head script must be given the same.
   */
  consentDefault?: ConsentValue
}

export interface ConsentContext {
  storageName: string
  consentDefault: ConsentValue
  categories: ConsentCategories
}

export type ConsentEvent =
  | { type: 'TOGGLE_PREFERENCES' }
  | { type: 'TOGGLE_CATEGORY'; category: ConsentCategory }
  | { type: 'OK' }
  | { type: 'REJECT_NON_ESSENTIAL' }
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
    rejectNonEssential: assign({ categories: () => ({ ...ESSENTIAL_CONSENT_CATEGORIES }) }),
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
    consentDefault: input.consentDefault ?? 'granted',
    categories: defaultConsentCategories(input.consentDefault),
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
          // SPEC §4: with no stored choice the banner shows, every category at the site's default
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
      on: {
        OK: { target: 'closed', actions: ['saveChoice', 'sendConsentUpdate'] },
        // as prominent as OK (UK and EU guidance): refusing takes no more clicks than accepting
        REJECT_NON_ESSENTIAL: { target: 'closed', actions: ['rejectNonEssential', 'saveChoice', 'sendConsentUpdate'] },
      },
    },
    closed: {
      // the footer's Privacy Manager link
      on: { REOPEN: 'open' },
    },
  },
})
