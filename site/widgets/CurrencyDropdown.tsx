import { useEffect, useId, useRef } from 'react'
import { useCurrencyState } from '../../runtime/machines/react/useCurrency'
import { useMessages } from '../i18n/useMessages'
import { useShell } from './ShellProvider'
import styles from './widgets.module.css'

const SYMBOLS: Record<string, string> = { GBP: '£', USD: '$', EUR: '€' }

/** The currency dropdown (SPEC §4 Currency): choosing stores the `currency` cookie and reloads with new prices. */
export function CurrencyDropdown() {
  const id = useId()
  const { currency, currencies, reloading, choose } = useCurrencyState(useShell().currency)
  const select = useRef<HTMLSelectElement>(null)
  const label = useMessages().header.currency
  useEffect(() => {
    // a visitor can pick from the server's dropdown before the page hydrates: the field shows the pick, the machine
    // never heard of it, so make the pick now (the server rendered the cookie's currency, so a difference is a pick)
    const picked = select.current?.value
    if (picked && picked !== currency) choose(picked)
    // once, on hydration: later picks go through onChange (autoComplete off: no browser restores an old pick)
  }, [])
  return (
    <div className={styles.currency}>
      <label htmlFor={id} className={styles.srOnly}>
        {label}
      </label>
      <select ref={select} id={id} className={styles.select} autoComplete="off" value={currency} disabled={reloading} onChange={(event) => choose(event.target.value)}>
        {currencies.map((code) => (
          <option key={code} value={code}>
            {SYMBOLS[code] ? `${SYMBOLS[code]} ${code}` : code}
          </option>
        ))}
      </select>
    </div>
  )
}
