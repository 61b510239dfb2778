import { and, assign, fromPromise, setup } from 'xstate'
import { loadScript } from './loadScript-client'

// SPEC §4 Support chat: a link with data-emit="toggleChat" opens or closes the widget (see delegateEmitClicks).
// The provider's script is loaded on first open only, keeping it off the critical path of every page. Without a
// provider, or when its script cannot load, the links open the site's contact form (state contactForm), or go to the
// support page when one is configured: a chat link never leads nowhere.

/** A chat provider from the site's configuration. */
export interface SupportChatProvider {
  /** The provider's name, passed to showWidget/hideWidget and set as the script's data-provider. */
  name: string
  /** The provider's loader script. */
  scriptUrl: string
}

export interface SupportChatInput {
  /** The configured provider; without one, TOGGLE opens the contact form (or goes to supportPath). */
  provider?: SupportChatProvider | null
  /** A support page to go to instead of the contact form when there is no chat; default none. */
  supportPath?: string | null
  /** The page's CSP nonce for the injected script; default: the nonce of the page's own scripts. */
  nonce?: string
}

export interface SupportChatContext {
  provider: SupportChatProvider | null
  supportPath: string | null
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
      if (typeof location !== 'undefined' && context.supportPath) location.assign(context.supportPath)
    },
    markLoaded: assign({ providerLoaded: true, error: null }),
    setError: assign({ error: (_, params: { reason: unknown }) => (params.reason instanceof Error ? params.reason.message : String(params.reason)) }),
  },
  guards: {
    hasProvider: ({ context }) => context.provider !== null,
    isProviderLoaded: ({ context }) => context.providerLoaded,
    hasSupportPath: ({ context }) => context.supportPath !== null,
    hasFailed: ({ context }) => context.error !== null,
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
    supportPath: input.supportPath ?? null,
    nonce: input.nonce ?? null,
    providerLoaded: false,
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        TOGGLE: [
          { guard: and(['hasProvider', 'isProviderLoaded']), target: 'open' },
          { guard: 'hasProvider', target: 'loading' },
          { guard: 'hasSupportPath', actions: 'navigateToSupport' },
          { target: 'contactForm' },
        ],
      },
    },
    loading: {
      invoke: {
        src: 'loadProvider',
        input: ({ context }) => ({ provider: context.provider!, nonce: context.nonce }),
        onDone: { target: 'open', actions: 'markLoaded' },
        // the visitor asked for help just now: the stand-in opens at once
        onError: [
          { guard: 'hasSupportPath', target: 'failed', actions: [{ type: 'setError', params: ({ event }) => ({ reason: event.error }) }, 'navigateToSupport'] },
          { target: 'contactForm', actions: { type: 'setError', params: ({ event }) => ({ reason: event.error }) } },
        ],
      },
    },
    open: {
      entry: 'showWidget',
      exit: 'hideWidget',
      // CLOSE: the provider's own close button
      on: { TOGGLE: 'closed', CLOSE: 'closed' },
    },
    // blocked by a content blocker or the provider is down: the contact form, or the support page, still answers
    failed: {
      on: { TOGGLE: [{ guard: 'hasSupportPath', actions: 'navigateToSupport' }, { target: 'contactForm' }] },
    },
    // the site's own form stands in for the chat (site/support); CLOSE: its close button, Escape, or it was sent
    contactForm: {
      on: {
        TOGGLE: [{ guard: 'hasFailed', target: 'failed' }, { target: 'closed' }],
        CLOSE: [{ guard: 'hasFailed', target: 'failed' }, { target: 'closed' }],
      },
    },
  },
})
