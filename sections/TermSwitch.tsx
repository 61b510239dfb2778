import { useId } from 'react'
import type { BillingTerm } from '../runtime/commerce'
import type { ShownTerm } from './planPricing'
import { useSectionWords } from './SectionWords'
import styles from './TermSwitch.module.css'

/** Props of TermSwitch. */
export interface TermSwitchProps {
  terms: readonly ShownTerm[]
  value: BillingTerm
  onChange: (term: BillingTerm) => void
  /** The legend, read by screen readers and shown visually hidden; by default the page's words for it. */
  legend?: string
  /**
   * Sent disabled until the section hydrates, where it does nothing yet. It is drawn from the first paint, so nothing
   * moves when it starts to work; where scripting is off it is never shown (`needs-script`), as it could not change
   * the prices.
   */
  disabled?: boolean
}

/**
 * The billing term switch of the plans sections: native radio buttons in a fieldset, so it is a radio group to
 * assistive technology and arrow keys move between terms, drawn as a segmented control.
 */
export function TermSwitch({ terms, value, onChange, legend, disabled = false }: TermSwitchProps) {
  const name = useId()
  const words = useSectionWords().sectionText.plans
  return (
    <fieldset className={`${styles.switch} needs-script`} disabled={disabled}>
      <legend className="visually-hidden">{legend ?? words.termLegend}</legend>
      {terms.map(({ term, label, note }) => (
        <label key={term} className={styles.option}>
          <input className={styles.input} type="radio" name={name} value={term} checked={value === term} onChange={() => onChange(term)} />
          <span className={styles.label}>
            {label}
            {note && <span className={styles.note}>{note}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
