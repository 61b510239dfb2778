import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { consentMachine, type ConsentInput } from '../consentMachine'

/** The running consent machine. */
export type ConsentActorRef = ActorRefFrom<typeof consentMachine>

/** Whether the banner shows: for a render (useConsentState) or a click handler (the snapshot at that moment). */
export const isBannerOpen = (snapshot: SnapshotFrom<typeof consentMachine>): boolean => snapshot.matches('open')

/** What a component shows of a running consent actor (the banner), and how it talks to it. */
export function useConsentState(actorRef: ConsentActorRef) {
  const bannerVisible = useSelector(actorRef, isBannerOpen)
  const preferencesVisible = useSelector(actorRef, (s) => s.matches({ open: 'preferences' }))
  const categories = useSelector(actorRef, (s) => s.context.categories)
  const consentDefault = useSelector(actorRef, (s) => s.context.consentDefault)
  return { bannerVisible, preferencesVisible, categories, consentDefault, send: actorRef.send, actorRef }
}

/**
 * The cookie consent banner (SPEC §4 Cookie consent). The footer's Privacy Manager link sends REOPEN to the same
 * actor: start it once in the layout and share the actor (site/widgets/ShellProvider).
 */
export function useConsent(input: ConsentInput = {}, logic: typeof consentMachine = consentMachine) {
  return useConsentState(useActorRef(logic, { input }))
}
