import { Component, useEffect, useState, type ReactNode } from 'react'
import { assign, setup, type AnyActorRef } from 'xstate'
import { useActorRef, useSelector } from '../actorHooks'

/** What the page records for the test: actors started, the status of each actor mounted, renders of the list. */
export interface ActorLog {
  started: number
  listRenders: number
  statuses: () => string[]
}

const mounted = new Set<AnyActorRef>()
export const log: ActorLog = { started: 0, listRenders: 0, statuses: () => [...mounted].map((actor) => actor.getSnapshot().status) }

/** A counter whose context also holds a list that only ADD_ITEM replaces; FAIL makes the actor fail. */
const counter = setup({
  types: {
    context: {} as { count: number; items: string[] },
    events: {} as { type: 'INC' } | { type: 'ADD_ITEM' } | { type: 'FAIL' },
    input: {} as { start: number },
  },
  actions: {
    started: () => void (log.started += 1),
    fail: () => {
      throw new Error('counter failed')
    },
  },
}).createMachine({
  context: ({ input }) => ({ count: input.start, items: [] }),
  entry: 'started',
  on: {
    INC: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    ADD_ITEM: { actions: assign({ items: ({ context }) => [...context.items, `item ${context.items.length + 1}`] }) },
    FAIL: { actions: 'fail' },
  },
})

function Items({ items }: { items: string[] }) {
  log.listRenders += 1
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

function Counter({ start }: { start: number }) {
  const actor = useActorRef(counter, { input: { start } })
  useEffect(() => void mounted.add(actor), [actor])
  const count = useSelector(actor, (s) => s.context.count)
  const items = useSelector(actor, (s) => s.context.items)
  const parity = useSelector(
    actor,
    (s) => ({ even: s.context.count % 2 === 0 }),
    (a, b) => a.even === b.even,
  )
  return (
    <div>
      <output data-testid="count">{count}</output>
      <output data-testid="parity">{parity.even ? 'even' : 'odd'}</output>
      <button type="button" onClick={() => actor.send({ type: 'INC' })}>
        Add one
      </button>
      <button type="button" onClick={() => actor.send({ type: 'ADD_ITEM' })}>
        Add item
      </button>
      <button type="button" onClick={() => actor.send({ type: 'FAIL' })}>
        Fail
      </button>
      <Items items={items} />
    </div>
  )
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null }
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children
  }
}

/** The page: a counter that can be taken off it (unmounting its actor). */
export function App() {
  const [shown, setShown] = useState(true)
  return (
    <Boundary>
      {shown && <Counter start={3} />}
      <button type="button" onClick={() => setShown(false)}>
        Remove
      </button>
    </Boundary>
  )
}
