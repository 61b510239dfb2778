import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import { delegateEmitClicks } from '../delegateEmitClicks'
import { supportChatMachine, type SupportChatInput } from '../supportChatMachine'

/** The running support chat machine. */
export type SupportChatActorRef = ActorRefFrom<typeof supportChatMachine>

/**
 * Starts the support chat (SPEC §4 Support chat) for the page's life. Mount once: every data-emit="toggleChat" link
 * on the page, CMS markdown included, toggles it.
 */
export function useSupportChatActor(input: SupportChatInput = {}, logic: typeof supportChatMachine = supportChatMachine): SupportChatActorRef {
  const actorRef = useActorRef(logic, { input })
  useEffect(() => delegateEmitClicks(document, actorRef.send), [actorRef])
  return actorRef
}

/** What a component shows of a running support chat. */
export function useSupportChatState(actorRef: SupportChatActorRef) {
  const status = useSelector(actorRef, (s) => s.value)
  const error = useSelector(actorRef, (s) => s.context.error)
  return { status, error, send: actorRef.send, actorRef }
}

/** The support chat widget: started here and shown by the same component. */
export function useSupportChat(input: SupportChatInput = {}, logic: typeof supportChatMachine = supportChatMachine) {
  return useSupportChatState(useSupportChatActor(input, logic))
}
