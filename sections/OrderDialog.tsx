import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { buildOrderUrl, type BillingTerm, type CommerceSettings } from '../runtime/commerce'
import type { Plan, PlanOption } from '../runtime/generated/types'
import frame from './Dialog.module.css'
import styles from './OrderDialog.module.css'
import { fieldStyles } from './FormField'
import { useSectionWords } from './SectionWords'
import { format } from '../runtime/i18n/format'
import { formattedTermTotal, monthlyPrice, type ShownTerm } from './planPricing'

/** Props of OrderDialog. */
export interface OrderDialogProps {
  /** The plan whose form the dialog holds: kept after closing, so reopening it finds what was chosen. */
  plan: Plan | null
  /** Whether the dialog is open. */
  open: boolean
  terms: readonly ShownTerm[]
  options: readonly PlanOption[]
  /**
   * The term the section shows, which the visitor may have chosen there: the form opens on it (where the plan is sold
   * on it), and option prices are quoted on it until the visitor chooses a term.
   */
  shownTerm: BillingTerm
  commerce: CommerceSettings
  /** The dialog closed (Escape, Cancel, the close button): the section gives focus back to the plan's button. */
  onClose: () => void
  /** Leaves for the order address; `location.assign` unless a test gives another. */
  navigate?: (url: string) => void
}

interface OrderFormProps extends Omit<OrderDialogProps, 'plan' | 'open' | 'onClose'> {
  plan: Plan
  titleId: string
  close: () => void
}

/** The order form of one plan: kept while the dialog is closed and opened again, so nothing chosen is lost. */
function OrderForm({ plan, terms, options, shownTerm, commerce, navigate, titleId, close }: OrderFormProps) {
  const soldOn = (key: BillingTerm) => (monthlyPrice(plan.prices, key, commerce) ? key : null)
  const [term, setTerm] = useState<BillingTerm | null>(() => soldOn(shownTerm))
  // a switch of the section's term while the form is closed is the visitor's latest choice: the kept form follows it
  const [followed, setFollowed] = useState(shownTerm)
  if (followed !== shownTerm) {
    setFollowed(shownTerm)
    setTerm(soldOn(shownTerm))
  }
  const [chosen, setChosen] = useState<readonly string[]>([])
  const [termError, setTermError] = useState(false)
  const firstTerm = useRef<HTMLInputElement>(null)
  const ids = { terms: useId(), error: useId(), total: useId() }
  const words = useSectionWords().order

  const quoteTerm = term ?? shownTerm
  const planPrice = monthlyPrice(plan.prices, quoteTerm, commerce)
  const available = options.filter((option) => monthlyPrice(option.prices, quoteTerm, commerce) !== null)
  const picked = available.filter((option) => chosen.includes(option.code))
  const total = term && planPrice ? formattedTermTotal([planPrice, ...picked.map((o) => monthlyPrice(o.prices, term, commerce))], term, commerce) : null

  const toggle = (code: string, on: boolean) => setChosen((current) => (on ? [...current, code] : current.filter((c) => c !== code)))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!term) {
      // nothing is lost on a validation error; the visitor lands on the first term to choose one
      setTermError(true)
      firstTerm.current?.focus()
      return
    }
    const url = buildOrderUrl(commerce.orderUrl, { plan: plan.code, term, options: picked.map((o) => o.code), currency: commerce.currency })
    ;(navigate ?? ((to: string) => window.location.assign(to)))(url)
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <div className={frame.header}>
        <h2 id={titleId} className={frame.title}>
          {format(words.title, { plan: plan.name })}
        </h2>
        <button type="button" className={frame.close} onClick={close}>
          <span className="visually-hidden">{words.close}</span>
          <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" aria-hidden focusable="false">
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </button>
      </div>
      {plan.tagline && <p className={styles.tagline}>{plan.tagline}</p>}

      <fieldset className={styles.group} aria-describedby={termError ? ids.error : undefined}>
        <legend className={styles.legend}>{words.termLegend}</legend>
        <div className={styles.choices}>
          {terms.map(({ term: key, label, note }, index) => {
            const price = monthlyPrice(plan.prices, key, commerce)
            return (
              <label key={key} className={styles.choice}>
                <input
                  ref={index === 0 ? firstTerm : undefined}
                  type="radio"
                  name="term"
                  value={key}
                  checked={term === key}
                  disabled={!price}
                  aria-invalid={termError || undefined}
                  aria-describedby={termError ? ids.error : undefined}
                  onChange={() => {
                    setTerm(key)
                    setTermError(false)
                  }}
                />
                <span className={styles.choiceText}>
                  <span className={styles.choiceLabel}>
                    {label}
                    {note && <span className={styles.note}>{note}</span>}
                  </span>
                  <span className={styles.choicePrice}>{price ? format(words.termPrice, { price: price.text, billed: words.terms[key].billed }) : words.termUnavailable}</span>
                </span>
              </label>
            )
          })}
        </div>
        <p id={ids.error} className={fieldStyles.error} hidden={!termError}>
          {words.termMissing}
        </p>
      </fieldset>

      {options.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{words.optionsLegend}</legend>
          <div className={styles.choices}>
            {options.map((option) => {
              const price = monthlyPrice(option.prices, quoteTerm, commerce)
              return (
                <label key={option.code} className={styles.choice}>
                  <input type="checkbox" name="options" value={option.code} checked={chosen.includes(option.code)} disabled={!price} onChange={(e) => toggle(option.code, e.target.checked)} />
                  <span className={styles.choiceText}>
                    <span className={styles.choiceLabel}>{option.label}</span>
                    {option.description && <span className={styles.description}>{option.description}</span>}
                    <span className={styles.choicePrice}>{price ? format(words.optionPrice, { price: price.text }) : words.terms[quoteTerm].optionUnavailable}</span>
                  </span>
                </label>
              )
            })}
          </div>
        </fieldset>
      )}

      <p id={ids.total} className={styles.total} aria-live="polite">
        {term && total ? (
          <>
            <span>{words.total}</span> <strong className={styles.totalAmount}>{total}</strong> <span>{format(words.totalBilled, { billed: words.terms[term].billed, currency: commerce.currency })}</span>
          </>
        ) : term ? (
          words.totalAtCheckout
        ) : (
          words.totalNeedsTerm
        )}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button-secondary" onClick={close}>
          {words.cancel}
        </button>
        <button type="submit" className="button button-primary">
          {words.continue}
        </button>
      </div>
    </form>
  )
}

/**
 * The order form modal: a native <dialog> opened with showModal, so the rest of the page is inert,
 * focus stays inside and Escape closes it; labelled by its heading. The visitor chooses the billing term and
 * options, sees the total, and continues to the order address with plan, term, options and currency in the query.
 */
export function OrderDialog({ plan, open, onClose, ...form }: OrderDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      // the chosen term, as Tab into a radio group lands, else the first choice to make (not the close button)
      ;(element.querySelector<HTMLInputElement>('input[type="radio"]:checked') ?? element.querySelector<HTMLInputElement>('input:not(:disabled)'))?.focus()
    } else if (!open && element.open) {
      element.close()
    }
  }, [open, plan])

  return (
    <dialog ref={dialog} className={frame.dialog} aria-labelledby={titleId} onClose={onClose}>
      {plan && <OrderForm key={plan.code} plan={plan} titleId={titleId} close={() => dialog.current?.close()} {...form} />}
    </dialog>
  )
}
