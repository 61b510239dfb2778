import { useActorRef, useSelector } from '@xstate/react'
import { consentMachine, type ConsentInput } from '../consentMachine'

/**
 * The cookie consent banner (SPEC §4 Cookie consent). The footer's Privacy Manager link sends REOPEN to the same
 * actor: use the hook once in the layout and pass `send` down.
 */
export function useConsent(input: ConsentInput = {}, logic: typeof consentMachine = consentMachine) {
  const actorRef = useActorRef(logic, { input })
  const bannerVisible = useSelector(actorRef, (s) => s.matches('open'))
  const preferencesVisible = useSelector(actorRef, (s) => s.matches({ open: 'preferences' }))
  const categories = useSelector(actorRef, (s) => s.context.categories)
  return { bannerVisible, preferencesVisible, categories, send: actorRef.send, actorRef }
}
