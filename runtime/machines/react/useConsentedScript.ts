import { useActorRef, useSelector } from '@xstate/react'
import { consentedScriptMachine, type ConsentedScriptInput } from '../consentedScriptMachine'

/**
 * A third-party script that loads only with the visitor's consent (consentedScriptMachine). `status` is
 * `checking` on the server and while hydrating, then `waiting`, `loading`, `loaded` or `failed`.
 */
export function useConsentedScript(input: ConsentedScriptInput, logic: typeof consentedScriptMachine = consentedScriptMachine) {
  const actorRef = useActorRef(logic, { input })
  const status = useSelector(actorRef, (s) => s.value)
  const error = useSelector(actorRef, (s) => s.context.error)
  return { status, error, actorRef }
}
