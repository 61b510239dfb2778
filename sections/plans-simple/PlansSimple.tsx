import { useId, useState } from 'react'
import { useCommerce } from '../../runtime/commerce'
import type { PlansSimpleSection } from '../../runtime/generated/types'
import { Html } from '../Html'
import { OrderDialog } from '../OrderDialog'
import { PlanCard } from '../PlanCard'
import { initialTerm, shownTerms } from '../planPricing'
import { Section } from '../Section'
import { useSectionWords } from '../SectionWords'
import { SectionIntro } from '../SectionIntro'
import { TermSwitch } from '../TermSwitch'
import { usePlanOrder } from '../usePlanOrder'
import styles from './PlansSimple.module.css'

/**
 * Plans simple (schemas/sections/plans-simple.schema.json): a grid of plans priced in the visitor's currency, a
 * billing term switch (a radio group, shown once the section hydrates), features included or not, and each plan's
 * button opening the order form. Without JavaScript every price is there for the default term and each button is
 * a link to the order address.
 */
export function PlansSimple({ heading, text, terms, defaultTerm, plans, options = [], footnote, anchor, spacing, colour }: PlansSimpleSection) {
  const commerce = useCommerce()
  const headingId = useId()
  const shown = shownTerms(terms, useSectionWords().order.terms)
  const [term, setTerm] = useState(() => initialTerm(shown, defaultTerm))
  const order = usePlanOrder()
  const columns = Math.min(plans.length, 3)

  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={headingId}>
      <SectionIntro id={headingId} heading={heading} text={text} compact />
      {shown.length > 1 && <TermSwitch terms={shown} value={term} onChange={setTerm} disabled={!order.interactive} />}
      <ul className={styles.grid} data-columns={columns}>
        {plans.map((plan) => (
          <li key={plan.code}>
            <PlanCard plan={plan} term={term} commerce={commerce} onOrder={order.onOrder} />
          </li>
        ))}
      </ul>
      {footnote && <Html html={footnote} className={`prose ${styles.footnote}`} />}
      <OrderDialog plan={order.plan} open={order.open} onClose={order.onClose} terms={shown} options={options} shownTerm={term} commerce={commerce} />
    </Section>
  )
}
