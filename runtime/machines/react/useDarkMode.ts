import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { darkModeMachine, type DarkModeInput } from '../darkModeMachine'

/** The running dark-mode machine. */
export type DarkModeActorRef = ActorRefFrom<typeof darkModeMachine>

/** What the toggle shows of a running dark-mode actor, and how it flips it. */
export function useDarkModeState(actorRef: DarkModeActorRef) {
  const dark = useSelector(actorRef, (s) => s.context.dark)
  const toggle = () => actorRef.send({ type: 'TOGGLE' })
  return { dark, toggle, actorRef }
}

/** The light/dark toggle (SPEC §4 Dark mode). Pair with darkModeBootScript in <head>. */
export function useDarkMode(input: DarkModeInput = {}, logic: typeof darkModeMachine = darkModeMachine) {
  return useDarkModeState(useActorRef(logic, { input }))
}
