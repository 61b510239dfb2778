import { useActorRef, useSelector } from '@xstate/react'
import { sessionMachine, type SessionInput } from '../sessionMachine'

/**
 * The visitor's session (SPEC §4 Session). Render one per page shell and pass `send` down: forms send LOGIN,
 * REGISTER, RESET_PASSWORD, the account menu LOGOUT, and `error` is what the form shows.
 */
export function useSession(input: SessionInput = {}, logic: typeof sessionMachine = sessionMachine) {
  const actorRef = useActorRef(logic, { input })
  const signedIn = useSelector(actorRef, (s) => s.matches('signedIn'))
  // a request is in flight: restoring at start, a form action, loading the user or logging out
  const pending = useSelector(actorRef, (s) => !s.matches('signedIn') && !s.matches('anonymous'))
  const user = useSelector(actorRef, (s) => s.context.user)
  const error = useSelector(actorRef, (s) => s.context.error)
  return { signedIn, pending, user, error, send: actorRef.send, actorRef }
}
