import { useId, useState } from 'react'
import { useCommerce } from '../../runtime/commerce'
import type { PlansSingleSection } from '../../runtime/generated/types'
import { Html } from '../Html'
import { OrderDialog } from '../OrderDialog'
import { PlanCard } from '../PlanCard'
import { initialTerm, shownTerms } from '../planPricing'
import { Section } from '../Section'
import { useSectionWords } from '../SectionWords'
import { TermSwitch } from '../TermSwitch'
import { usePlanOrder } from '../usePlanOrder'
import styles from './PlansSingle.module.css'

/**
 * Plans single (schemas/sections/plans-single.schema.json): one featured plan beside its pitch, priced in the
 * visitor's currency with a billing term switch, every feature marked included or not, and a button that opens
 * the order form (a link to the order address without JavaScript).
 */
export function PlansSingle({ eyebrow, heading, text, terms, defaultTerm, plan, options = [], footnote, anchor, spacing, colour }: PlansSingleSection) {
  const commerce = useCommerce()
  const headingId = useId()
  const shown = shownTerms(terms, useSectionWords().order.terms)
  const [term, setTerm] = useState(() => initialTerm(shown, defaultTerm))
  const order = usePlanOrder()

  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={headingId} className={styles.single}>
      <div className={styles.layout}>
        <div className={styles.pitch}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.heading}>
            {heading ?? plan.name}
          </h2>
          {text && <Html html={text} className={`prose ${styles.lead}`} />}
          {shown.length > 1 && <TermSwitch terms={shown} value={term} onChange={setTerm} disabled={!order.interactive} />}
          {footnote && <Html html={footnote} className={`prose ${styles.footnote}`} />}
        </div>
        <PlanCard plan={plan} term={term} commerce={commerce} featured headingLevel="h3" onOrder={order.onOrder} />
      </div>
      <OrderDialog plan={order.plan} open={order.open} onClose={order.onClose} terms={shown} options={options} shownTerm={term} commerce={commerce} />
    </Section>
  )
}
