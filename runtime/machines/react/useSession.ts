import { useActorRef, useSelector } from '@xstate/react'
import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import { sessionMachine, type SessionInput } from '../sessionMachine'

/** The running session machine. */
export type SessionActorRef = ActorRefFrom<typeof sessionMachine>

/**
 * The page shell's session, for everything inside it that signs a visitor in or shows who is (the header's account
 * link, the register form): one actor, so a registration is seen by the header at once.
 */
export const SessionContext = createContext<SessionActorRef | null>(null)

/** The shell's session actor, or null outside a shell (the section catalogue's isolated renders, tests). */
export function useSharedSessionActor(): SessionActorRef | null {
  return useContext(SessionContext)
}

/** What a component shows of a running session, and how it talks to it. */
export function useSessionState(actorRef: SessionActorRef) {
  const signedIn = useSelector(actorRef, (s) => s.matches('signedIn'))
  // a request is in flight: restoring at start, a form action, loading the user or logging out
  const pending = useSelector(actorRef, (s) => !s.matches('signedIn') && !s.matches('anonymous'))
  const user = useSelector(actorRef, (s) => s.context.user)
  const error = useSelector(actorRef, (s) => s.context.error)
  return { signedIn, pending, user, error, send: actorRef.send, actorRef }
}

/**
 * The visitor's session (SPEC §4 Session). Started once per page shell (site/widgets/ShellProvider), which shares
 * it through SessionContext: forms send LOGIN, REGISTER, RESET_PASSWORD, the account menu LOGOUT, and `error` is
 * what the form shows.
 */
export function useSession(input: SessionInput = {}, logic: typeof sessionMachine = sessionMachine) {
  return useSessionState(useActorRef(logic, { input }))
}
