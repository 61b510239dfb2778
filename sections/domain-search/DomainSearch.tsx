import { useId } from 'react'
import { useCommerce } from '../../runtime/commerce'
import type { DomainSearchSection } from '../../runtime/generated/types'
import { DomainSearchForm } from '../DomainSearchForm'
import { Html } from '../Html'
import { Section } from '../Section'
import { useSectionWords } from '../SectionWords'
import styles from './DomainSearch.module.css'

/**
 * Domain search (schemas/sections/domain-search.schema.json): the domain search form with endings suggested from
 * reference data, priced in the visitor's currency, sent to the domain search address. It picks up a name a
 * strip's search sent to this page (`?query=`).
 */
export function DomainSearch({
  heading,
  headingLevel = 'h2',
  text,
  label,
  placeholder,
  buttonLabel,
  featuredTlds,
  suggestionCount = 6,
  anchor,
  spacing,
  colour = 'primary',
}: DomainSearchSection) {
  const commerce = useCommerce()
  const words = useSectionWords().domainSearch
  const headingId = useId()
  const Heading = headingLevel
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={headingId} className={styles.domainSearch}>
      <div className={styles.inner}>
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        {text && <Html html={text} className={`prose ${styles.lead}`} />}
        <DomainSearchForm
          action={commerce.domainSearchUrl}
          label={label ?? words.label}
          placeholder={placeholder ?? words.placeholder}
          buttonLabel={buttonLabel ?? words.button}
          tlds={commerce.tlds}
          featured={featuredTlds}
          suggestionCount={suggestionCount}
          currency={commerce.currency}
          locale={commerce.locale}
          prefillFromUrl
        />
      </div>
    </Section>
  )
}
