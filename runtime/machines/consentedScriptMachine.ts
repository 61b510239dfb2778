import { assign, fromCallback, fromPromise, setup } from 'xstate'
import { onConsentChange, readConsentRecord } from './consentChange-client'
import { toConsentCategories, type ConsentCategory, type ConsentRecord } from './consentRecord'
import { DEFAULT_CONSENT_STORAGE_NAME } from './constants'
import { loadScript } from './loadScript-client'

// A third-party script (a review provider's widget, a map …) that may load only once the visitor has consented
// to a cookie category (SPEC §4 Cookie consent). "Consented" means a stored choice grants the category: the
// all-granted defaults shown before the visitor clicks OK are not consent, so nothing loads on a first visit.

export interface ConsentedScriptInput {
  /** The script's URL. */
  src: string
  /** The provider's name, set as the script's data-provider. */
  name?: string
  /** The consent category that must be granted. */
  category: ConsentCategory
  /** localStorage key of the consent record. Default `cookie-consent`. */
  storageName?: string
  /** The page's CSP nonce for the injected script; default: the nonce of the page's own scripts. */
  nonce?: string
}

export interface ConsentedScriptContext {
  src: string
  name: string | null
  category: ConsentCategory
  storageName: string
  nonce: string | null
  error: string | null
}

export type ConsentedScriptEvent = { type: 'CONSENT_CHANGED'; record: ConsentRecord | null }

function grants(record: ConsentRecord | null, category: ConsentCategory): boolean {
  return record !== null && toConsentCategories(record)[category]
}

export const consentedScriptMachine = setup({
  types: {
    context: {} as ConsentedScriptContext,
    events: {} as ConsentedScriptEvent,
    input: {} as ConsentedScriptInput,
  },
  actions: {
    setError: assign({ error: (_, params: { reason: unknown }) => (params.reason instanceof Error ? params.reason.message : String(params.reason)) }),
  },
  guards: {
    isGranted: ({ context }, params: { record: ConsentRecord | null }) => grants(params.record, context.category),
  },
  actors: {
    readConsent: fromPromise<ConsentRecord | null, { storageName: string }>(async ({ input }) => readConsentRecord(input.storageName)),
    watchConsent: fromCallback<ConsentedScriptEvent, { storageName: string }>(({ input, sendBack }) =>
      onConsentChange(input.storageName, (record) => sendBack({ type: 'CONSENT_CHANGED', record })),
    ),
    loadScript: fromPromise<void, { src: string; name: string | null; nonce: string | null }>(({ input }) =>
      loadScript(input.src, { ...(input.name === null ? {} : { name: input.name }), ...(input.nonce === null ? {} : { nonce: input.nonce }) }),
    ),
  },
}).createMachine({
  id: 'consentedScript',
  context: ({ input }) => ({
    src: input.src,
    name: input.name ?? null,
    category: input.category,
    storageName: input.storageName ?? DEFAULT_CONSENT_STORAGE_NAME,
    nonce: input.nonce ?? null,
    error: null,
  }),
  // the server render and the first client render show this state: nothing is read or loaded until the actor starts
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'readConsent',
        input: ({ context }) => ({ storageName: context.storageName }),
        onDone: [
          { guard: { type: 'isGranted', params: ({ event }) => ({ record: event.output }) }, target: 'loading' },
          { target: 'waiting' },
        ],
        onError: 'waiting',
      },
    },
    waiting: {
      invoke: { src: 'watchConsent', input: ({ context }) => ({ storageName: context.storageName }) },
      on: {
        CONSENT_CHANGED: { guard: { type: 'isGranted', params: ({ event }) => ({ record: event.record }) }, target: 'loading' },
      },
    },
    loading: {
      invoke: {
        src: 'loadScript',
        input: ({ context }) => ({ src: context.src, name: context.name, nonce: context.nonce }),
        onDone: 'loaded',
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ reason: event.error }) } },
      },
    },
    // a loaded script cannot be unloaded: withdrawing consent takes effect on the next page load
    loaded: { type: 'final' },
    // blocked by a content blocker or the provider is down: whatever stands in for the widget stays
    failed: {},
  },
})
