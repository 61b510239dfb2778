import { useActorRef, useSelector } from '@xstate/react'
import { darkModeMachine, type DarkModeInput } from '../darkModeMachine'

/** The light/dark toggle (SPEC §4 Dark mode). Pair with darkModeBootScript in <head>. */
export function useDarkMode(input: DarkModeInput = {}, logic: typeof darkModeMachine = darkModeMachine) {
  const actorRef = useActorRef(logic, { input })
  const dark = useSelector(actorRef, (s) => s.context.dark)
  const toggle = () => actorRef.send({ type: 'TOGGLE' })
  return { dark, toggle, actorRef }
}
