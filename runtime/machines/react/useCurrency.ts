import { useActorRef, useSelector } from '@xstate/react'
import { currencyMachine, type CurrencyInput } from '../currencyMachine'

/** The currency dropdown (SPEC §4 Currency): `choose` stores the currency and reloads the page. */
export function useCurrency(input: CurrencyInput, logic: typeof currencyMachine = currencyMachine) {
  const actorRef = useActorRef(logic, { input })
  const currency = useSelector(actorRef, (s) => s.context.currency)
  const currencies = useSelector(actorRef, (s) => s.context.currencies)
  const reloading = useSelector(actorRef, (s) => s.matches('reloading'))
  const choose = (next: string) => actorRef.send({ type: 'CHOOSE', currency: next })
  return { currency, currencies, reloading, choose, actorRef }
}
