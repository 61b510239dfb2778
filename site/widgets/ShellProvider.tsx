import { useActorRef } from '@xstate/react'
import { createContext, useContext, useMemo, useRef, type ReactNode, type RefObject } from 'react'
import { navigate } from 'vike/client/router'
import { consentMachine } from '../../runtime/machines/consentMachine'
import { readCookie } from '../../runtime/machines/cookies-client'
import { currencyMachine } from '../../runtime/machines/currencyMachine'
import { darkModeMachine } from '../../runtime/machines/darkModeMachine'
import type { ConsentActorRef } from '../../runtime/machines/react/useConsent'
import type { CurrencyActorRef } from '../../runtime/machines/react/useCurrency'
import type { DarkModeActorRef } from '../../runtime/machines/react/useDarkMode'
import { SessionContext, type SessionActorRef } from '../../runtime/machines/react/useSession'
import { useSupportChatActor, type SupportChatActorRef } from '../../runtime/machines/react/useSupportChat'
import { sessionMachine } from '../../runtime/machines/sessionMachine'
import { supportChatMachine } from '../../runtime/machines/supportChatMachine'
import { CURRENCIES } from '../currency'
import { useShellData } from '../layouts/useShellData'
import { SIGNED_IN_COOKIE } from '../sessionCookies'

/**
 * The actors the shell shares: one each, however many places show them (header bar and mobile menu). Each place
 * selects what it shows (useConsentState …), so a machine's change re-renders only those places: the shared value
 * itself never changes, and a change to it would make React hydrate every section at once, in one long task.
 */
export interface ShellActors {
  consent: ConsentActorRef
  session: SessionActorRef
  chat: SupportChatActorRef
  darkMode: DarkModeActorRef
  currency: CurrencyActorRef
  /** The control that reopened the consent banner (Privacy Manager): focus goes to the banner and back to it. */
  consentOpener: RefObject<HTMLElement | null>
}

const ShellContext = createContext<ShellActors | null>(null)

// With a support page configured (SUPPORT_URL) and no chat, the toggleChat links go there: a client navigation when
// it is on this site. Without one they open the contact form (site/support/SupportContact).
const chatMachine = supportChatMachine.provide({
  actions: {
    navigateToSupport: ({ context }) => {
      if (context.supportPath === null) return
      if (/^\/(?![/\\])/.test(context.supportPath)) void navigate(context.supportPath)
      else location.assign(context.supportPath)
    },
  },
})

/** Starts the shell's machines once for the visitor's stay (the layout survives client navigations). */
export function ShellProvider({ children }: { children: ReactNode }) {
  const { layout, shell } = useShellData()
  const consent = useActorRef(consentMachine, { input: { consentDefault: shell.consentDefault } })
  // the signed-in marker is readable in the browser only: the server renders the anonymous shell, which the
  // browser's first render (pending) matches
  const session = useActorRef(sessionMachine, { input: { authenticated: readCookie(SIGNED_IN_COOKIE) === '1' } })
  const chat = useSupportChatActor({ provider: shell.chatProvider, supportPath: shell.supportUrl }, chatMachine)
  const darkMode = useActorRef(darkModeMachine, { input: { dark: shell.dark } })
  const currency = useActorRef(currencyMachine, { input: { currencies: CURRENCIES, defaultCurrency: layout.defaultCurrency, currency: shell.currency } })
  const consentOpener = useRef<HTMLElement | null>(null)
  const actors = useMemo(() => ({ consent, session, chat, darkMode, currency, consentOpener }), [consent, session, chat, darkMode, currency])
  return (
    <ShellContext.Provider value={actors}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </ShellContext.Provider>
  )
}

/** The shell's shared actors; only inside ShellProvider. */
export function useShell(): ShellActors {
  const actors = useContext(ShellContext)
  if (!actors) throw new Error('useShell: render inside <ShellProvider> (site/pages/+Layout.tsx)')
  return actors
}
