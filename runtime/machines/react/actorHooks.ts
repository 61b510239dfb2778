import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type AnyActorRef, type SnapshotFrom } from 'xstate'

/**
 * The two hooks the machines' React bindings need, on React's own useSyncExternalStore (issue 9: @xstate/react and
 * its use-sync-external-store shim for React 17 cost every page 1.1 KB gzip of first-load JS).
 */

/** createActor, whose options are required for logic that takes input: the hooks' callers pass them. */
const newActor = createActor as <TLogic extends AnyActorLogic>(logic: TLogic, options?: ActorOptions<TLogic>) => Actor<TLogic>

/** Actors this module has stopped: an effect that reconnects (StrictMode, Activity) starts a fresh one instead. */
const stopped = new WeakSet<AnyActorRef>()

/**
 * An actor of `logic`, created on the first render (the server renders its initial snapshot, which hydration
 * matches), started after mount and stopped on unmount. Later renders keep the same actor, whatever they pass.
 */
export function useActorRef<TLogic extends AnyActorLogic>(logic: TLogic, options?: ActorOptions<TLogic>): Actor<TLogic> {
  const [actor, setActor] = useState(() => newActor(logic, options))
  const created = useRef({ logic, options })
  created.current = { logic, options }
  useEffect(() => {
    // a stopped actor cannot start again: a reconnected effect gets an actor in its initial state
    if (stopped.has(actor)) return setActor(newActor(created.current.logic, created.current.options))
    actor.start()
    return () => {
      stopped.add(actor)
      actor.stop()
    }
  }, [actor])
  return actor
}

/**
 * What `selector` picks from the actor's snapshot, re-rendering only when that changes by `compare`. Throws the
 * actor's error, for the nearest error boundary, once the actor has failed.
 */
export function useSelector<TActor extends AnyActorRef, T>(
  actor: TActor,
  selector: (snapshot: SnapshotFrom<TActor>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange })
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  // the last snapshot, the selector and what it picked: the same pair, or an equal pick, gives the same value back
  const last = useRef<{ snapshot: unknown; selector: unknown; selected: T } | null>(null)
  const getSelected = () => {
    const snapshot: SnapshotFrom<TActor> = actor.getSnapshot()
    const { status, error } = snapshot as { status?: string; error?: unknown }
    if (status === 'error') throw error
    const previous = last.current
    if (previous && previous.snapshot === snapshot && previous.selector === selector) return previous.selected
    const selected = selector(snapshot)
    last.current = { snapshot, selector, selected: previous && compare(previous.selected, selected) ? previous.selected : selected }
    return last.current.selected
  }
  return useSyncExternalStore(subscribe, getSelected, getSelected)
}
