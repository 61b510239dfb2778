import { useId, type MouseEvent } from 'react'
import { buildOrderUrl, type BillingTerm, type CommerceSettings } from '../runtime/commerce'
import type { Plan } from '../runtime/generated/types'
import { format } from '../runtime/i18n/format'
import { opensElsewhere } from '../runtime/routing/opensElsewhere'
import styles from './PlanCard.module.css'
import { formattedTermTotal, monthlyPrice } from './planPricing'
import { useSectionWords } from './SectionWords'

/** Props of PlanCard. */
export interface PlanCardProps {
  plan: Plan
  term: BillingTerm
  commerce: CommerceSettings
  /** The plan's name as a heading of this level. */
  headingLevel?: 'h2' | 'h3'
  /** Larger, for the single plan section. */
  featured?: boolean
  /** Opens the order form; without it (no JavaScript yet) the button is a link straight to the order address. */
  onOrder?: ((plan: Plan, opener: HTMLElement) => void) | undefined
}

/** Tick for included features, cross for the others: drawn here, the words beside them say the same. */
function Mark({ included }: { included: boolean }) {
  return (
    <svg className={styles.mark} width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      <path d={included ? 'M20 6 9 17l-5-5' : 'M18 6 6 18M6 6l12 12'} />
    </svg>
  )
}

/**
 * One plan: name, who it is for, its monthly price on the chosen term in the visitor's currency with what a
 * payment comes to, the button to order it, and its features, each marked Included or Not included in words.
 */
export function PlanCard({ plan, term, commerce, headingLevel = 'h3', featured = false, onOrder }: PlanCardProps) {
  const nameId = useId()
  const Heading = headingLevel
  const { sectionText, order } = useSectionWords()
  const words = sectionText.plans
  const billed = order.terms[term].billed
  const price = monthlyPrice(plan.prices, term, commerce)
  const total = price ? formattedTermTotal([price], term, commerce) : null
  const href = buildOrderUrl(commerce.orderUrl, { plan: plan.code, term, options: [], currency: commerce.currency })
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOrder || opensElsewhere(event)) return
    event.preventDefault()
    onOrder(plan, event.currentTarget)
  }
  const classes = [styles.card, plan.badge ? styles.highlighted : '', featured ? styles.featured : ''].filter(Boolean).join(' ')
  return (
    <article className={classes} aria-labelledby={nameId}>
      {plan.badge && <p className={styles.badge}>{plan.badge}</p>}
      <Heading id={nameId} className={styles.name}>
        {plan.name}
      </Heading>
      {plan.tagline && <p className={styles.tagline}>{plan.tagline}</p>}
      {price ? (
        <div className={styles.pricing}>
          <p className={styles.price}>
            <span className={styles.amount}>{price.text}</span> <span className={styles.per}>{words.perMonth}</span>
          </p>
          <p className={styles.billed}>{term === 'monthly' || !total ? format(words.billed, { billed }) : format(words.totalBilled, { total, billed })}</p>
        </div>
      ) : (
        <div className={styles.pricing}>
          <p className={styles.unavailable}>{format(words.notSold, { term: order.terms[term].often, currency: commerce.currency })}</p>
        </div>
      )}
      <a
        className={`button button-primary ${styles.cta}`}
        href={href}
        onClick={open}
        aria-haspopup={onOrder ? 'dialog' : undefined}
        aria-describedby={plan.ctaLabel ? undefined : nameId}
      >
        {plan.ctaLabel ?? words.choose}
      </a>
      {plan.features && plan.features.length > 0 && (
        <ul className={styles.features} aria-label={format(words.includes, { plan: plan.name })}>
          {plan.features.map((feature, index) => {
            const included = feature.included !== false
            return (
              <li key={feature.id ?? index} className={included ? styles.included : styles.excluded}>
                <Mark included={included} />
                <span>
                  <span className="visually-hidden">{`${included ? words.included : words.notIncluded} `}</span>
                  {feature.label}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </article>
  )
}
