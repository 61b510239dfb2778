import { assign, fromPromise, not, setup } from 'xstate'
import { loadScript } from './loadScript-client'

// SPEC §4 Support chat: a link with data-emit="toggleChat" opens or closes the widget (see delegateEmitClicks).
// The provider's script is loaded on first open only, keeping it off the critical path of every page.

/** A chat provider from the site's configuration. */
export interface SupportChatProvider {
  /** The provider's name, passed to showWidget/hideWidget and set as the script's data-provider. */
  name: string
  /** The provider's loader script. */
  scriptUrl: string
}

export interface SupportChatInput {
  /** The configured provider; without one, TOGGLE goes to the support page. */
  provider?: SupportChatProvider | null
  /** The support page. Default `/support`. */
  supportPath?: string
  /** The page's CSP nonce for the injected script; default: the nonce of the page's own scripts. */
  nonce?: string
}

export interface SupportChatContext {
  provider: SupportChatProvider | null
  supportPath: string
  nonce: string | null
  providerLoaded: boolean
  error: string | null
}

export type SupportChatEvent = { type: 'TOGGLE' } | { type: 'CLOSE' }

/** Detail of the `stratum:support-chat` window event the default show/hide actions dispatch. */
export interface SupportChatEventDetail {
  provider: string
  open: boolean
}

function announce(context: SupportChatContext, open: boolean) {
  if (typeof window === 'undefined' || !context.provider) return
  const detail: SupportChatEventDetail = { provider: context.provider.name, open }
  window.dispatchEvent(new CustomEvent('stratum:support-chat', { detail }))
}

export const supportChatMachine = setup({
  types: {
    context: {} as SupportChatContext,
    events: {} as SupportChatEvent,
    input: {} as SupportChatInput,
  },
  actions: {
    // each provider has its own API (open, maximize, show): the site provides these or listens for the event
    showWidget: ({ context }) => announce(context, true),
    hideWidget: ({ context }) => announce(context, false),
    navigateToSupport: ({ context }) => {
      if (typeof location !== 'undefined') location.assign(context.supportPath)
    },
    markLoaded: assign({ providerLoaded: true, error: null }),
    setError: assign({ error: (_, params: { reason: unknown }) => (params.reason instanceof Error ? params.reason.message : String(params.reason)) }),
  },
  guards: {
    hasProvider: ({ context }) => context.provider !== null,
    isProviderLoaded: ({ context }) => context.providerLoaded,
  },
  actors: {
    loadProvider: fromPromise<void, { provider: SupportChatProvider; nonce: string | null }>(({ input }) =>
      loadScript(input.provider.scriptUrl, {
        name: input.provider.name,
        ...(input.nonce === null ? {} : { nonce: input.nonce }),
      }),
    ),
  },
}).createMachine({
  id: 'supportChat',
  context: ({ input }) => ({
    provider: input.provider ?? null,
    supportPath: input.supportPath ?? '/support',
    nonce: input.nonce ?? null,
    providerLoaded: false,
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        TOGGLE: [
          { guard: not('hasProvider'), actions: 'navigateToSupport' },
          { guard: 'isProviderLoaded', target: 'open' },
          { target: 'loading' },
        ],
      },
    },
    loading: {
      invoke: {
        src: 'loadProvider',
        input: ({ context }) => ({ provider: context.provider!, nonce: context.nonce }),
        onDone: { target: 'open', actions: 'markLoaded' },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ reason: event.error }) } },
      },
    },
    open: {
      entry: 'showWidget',
      exit: 'hideWidget',
      // CLOSE: the provider's own close button
      on: { TOGGLE: 'closed', CLOSE: 'closed' },
    },
    // blocked by a content blocker or the provider is down: the support page still answers
    failed: {
      on: { TOGGLE: { actions: 'navigateToSupport' } },
    },
  },
})
