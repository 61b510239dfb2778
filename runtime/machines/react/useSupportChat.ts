import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { delegateEmitClicks } from '../delegateEmitClicks'
import { supportChatMachine, type SupportChatInput } from '../supportChatMachine'

/**
 * The support chat widget (SPEC §4 Support chat). Mount once: every data-emit="toggleChat" link on the page,
 * CMS markdown included, toggles it.
 */
export function useSupportChat(input: SupportChatInput = {}, logic: typeof supportChatMachine = supportChatMachine) {
  const actorRef = useActorRef(logic, { input })
  const status = useSelector(actorRef, (s) => s.value)
  const error = useSelector(actorRef, (s) => s.context.error)

  useEffect(() => delegateEmitClicks(document, actorRef.send), [actorRef])

  return { status, error, send: actorRef.send, actorRef }
}
