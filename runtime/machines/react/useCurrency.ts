import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { currencyMachine, type CurrencyInput } from '../currencyMachine'

/** The running currency machine. */
export type CurrencyActorRef = ActorRefFrom<typeof currencyMachine>

/** What the dropdown shows of a running currency actor: `choose` stores the currency and reloads the page. */
export function useCurrencyState(actorRef: CurrencyActorRef) {
  const currency = useSelector(actorRef, (s) => s.context.currency)
  const currencies = useSelector(actorRef, (s) => s.context.currencies)
  const reloading = useSelector(actorRef, (s) => s.matches('reloading'))
  const choose = (next: string) => actorRef.send({ type: 'CHOOSE', currency: next })
  return { currency, currencies, reloading, choose, actorRef }
}

/** The currency dropdown (SPEC §4 Currency). */
export function useCurrency(input: CurrencyInput, logic: typeof currencyMachine = currencyMachine) {
  return useCurrencyState(useActorRef(logic, { input }))
}
