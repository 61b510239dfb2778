import { createContext, useContext, useRef, type ReactNode, type RefObject } from 'react'
import { navigate } from 'vike/client/router'
import { readCookie } from '../../runtime/machines/cookies-client'
import { useConsent } from '../../runtime/machines/react/useConsent'
import { useCurrency } from '../../runtime/machines/react/useCurrency'
import { useDarkMode } from '../../runtime/machines/react/useDarkMode'
import { SessionContext, useSession } from '../../runtime/machines/react/useSession'
import { useSupportChat } from '../../runtime/machines/react/useSupportChat'
import { supportChatMachine } from '../../runtime/machines/supportChatMachine'
import { CURRENCIES } from '../currency'
import { useShellData } from '../layouts/useShellData'
import { SIGNED_IN_COOKIE } from '../sessionCookies'

/** The actors the shell shares: one each, however many places show them (header bar and mobile menu). */
export interface ShellActors {
  consent: ReturnType<typeof useConsent>
  session: ReturnType<typeof useSession>
  chat: ReturnType<typeof useSupportChat>
  darkMode: ReturnType<typeof useDarkMode>
  currency: ReturnType<typeof useCurrency>
  /** The control that reopened the consent banner (Privacy Manager): focus goes to the banner and back to it. */
  consentOpener: RefObject<HTMLElement | null>
}

const ShellContext = createContext<ShellActors | null>(null)

// Without a chat provider the toggleChat links go to the support page: a client navigation when it is on this site.
const chatMachine = supportChatMachine.provide({
  actions: {
    navigateToSupport: ({ context }) => {
      if (/^\/(?![/\\])/.test(context.supportPath)) void navigate(context.supportPath)
      else location.assign(context.supportPath)
    },
  },
})

/** Starts the shell's machines once for the visitor's stay (the layout survives client navigations). */
export function ShellProvider({ children }: { children: ReactNode }) {
  const { layout, shell } = useShellData()
  const consent = useConsent()
  // the signed-in marker is readable in the browser only: the server renders the anonymous shell, which the
  // browser's first render (pending) matches
  const session = useSession({ authenticated: readCookie(SIGNED_IN_COOKIE) === '1' })
  const chat = useSupportChat({ provider: shell.chatProvider, supportPath: shell.supportUrl }, chatMachine)
  const darkMode = useDarkMode({ dark: shell.dark })
  const currency = useCurrency({ currencies: CURRENCIES, defaultCurrency: layout.defaultCurrency, currency: shell.currency })
  const consentOpener = useRef<HTMLElement | null>(null)
  return (
    <ShellContext.Provider value={{ consent, session, chat, darkMode, currency, consentOpener }}>
      <SessionContext.Provider value={session.actorRef}>{children}</SessionContext.Provider>
    </ShellContext.Provider>
  )
}

/** The shell's shared actors; only inside ShellProvider. */
export function useShell(): ShellActors {
  const actors = useContext(ShellContext)
  if (!actors) throw new Error('useShell: render inside <ShellProvider> (site/pages/+Layout.tsx)')
  return actors
}
