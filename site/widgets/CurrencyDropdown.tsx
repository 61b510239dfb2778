import { useId } from 'react'
import { useCurrencyState } from '../../runtime/machines/react/useCurrency'
import { useShell } from './ShellProvider'
import styles from './widgets.module.css'

const SYMBOLS: Record<string, string> = { GBP: '£', USD: '$', EUR: '€' }

/** The currency dropdown (SPEC §4 Currency): choosing stores the `currency` cookie and reloads with new prices. */
export function CurrencyDropdown() {
  const id = useId()
  const { currency, currencies, reloading, choose } = useCurrencyState(useShell().currency)
  return (
    <div className={styles.currency}>
      <label htmlFor={id} className={styles.srOnly}>
        Currency
      </label>
      <select id={id} className={styles.select} value={currency} disabled={reloading} onChange={(event) => choose(event.target.value)}>
        {currencies.map((code) => (
          <option key={code} value={code}>
            {SYMBOLS[code] ? `${SYMBOLS[code]} ${code}` : code}
          </option>
        ))}
      </select>
    </div>
  )
}
