import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { mobileMenuMachine } from '../mobileMenuMachine'
import { unlockPageScroll } from '../scrollLock-client'

/** The header's full-screen menu (SPEC §2 Header, §4 Mobile menu). Escape closes it while open. */
export function useMobileMenu(logic: typeof mobileMenuMachine = mobileMenuMachine) {
  const actorRef = useActorRef(logic)
  const open = useSelector(actorRef, (s) => s.matches('open'))

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') actorRef.send({ type: 'ESCAPE' })
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, actorRef])

  // a stopped actor runs no exit actions: unmounting with the menu open must not leave the page locked
  useEffect(() => () => {
    if (actorRef.getSnapshot().matches('open')) unlockPageScroll()
  }, [actorRef])

  return { open, send: actorRef.send, actorRef }
}
