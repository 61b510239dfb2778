import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { carouselMachine, type CarouselInput } from '../carouselMachine'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/**
 * A carousel (carouselMachine). The first render, on the server and while hydrating, is `static`; once mounted it
 * starts, reading the visitor's reduced-motion preference, and stops auto-advancing if that preference is turned on.
 */
export function useCarousel(input: CarouselInput, logic: typeof carouselMachine = carouselMachine) {
  const actorRef = useActorRef(logic, { input })
  const index = useSelector(actorRef, (s) => s.context.index)
  const interactive = useSelector(actorRef, (s) => !s.matches('static'))
  const playing = useSelector(actorRef, (s) => s.matches('playing'))
  const moving = useSelector(actorRef, (s) => s.matches({ playing: 'running' }))

  useEffect(() => {
    const query = typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION) : null
    actorRef.send({ type: 'START', reducedMotion: query?.matches ?? false })
    if (!query) return
    const onChange = () => {
      if (query.matches) actorRef.send({ type: 'REDUCED_MOTION' })
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [actorRef])

  return { index, interactive, playing, moving, send: actorRef.send, actorRef }
}
