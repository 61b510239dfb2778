import { useCommerce } from '../../runtime/commerce'
import type { StripSection } from '../../runtime/generated/types'
import { DomainSearchForm } from '../DomainSearchForm'
import { Html } from '../Html'
import { LinkButton } from '../LinkButton'
import { Section } from '../Section'
import { useSectionWords } from '../SectionWords'
import styles from './Strip.module.css'

/**
 * Strip (schemas/sections/strip.schema.json): a full-width band with a short message and a call to action. The
 * `domain-search` variant adds the domain search form of the domain search section (GET to `action`, the name in
 * `query`), so it works before and without JavaScript; with it the name is checked before it is sent.
 * Showing prices is the domain search page's job.
 */
export function Strip({ text, cta, variant = 'default', action = '/domains', searchLabel, placeholder, buttonLabel, anchor, spacing = 'sm', colour = 'secondary' }: StripSection) {
  const commerce = useCommerce()
  const words = useSectionWords().domainSearch
  const search = variant === 'domain-search'
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} className={`${styles.strip} ${search ? styles.withSearch : ''}`}>
      <Html html={text} className={`prose ${styles.text}`} />
      {search && (
        <DomainSearchForm
          className={styles.search}
          action={action}
          label={searchLabel ?? words.stripLabel}
          placeholder={placeholder ?? words.placeholder}
          buttonLabel={buttonLabel ?? words.button}
          tlds={commerce.tlds}
          currency={commerce.currency}
          locale={commerce.locale}
        />
      )}
      {cta && (
        <div className={styles.cta}>
          <LinkButton link={cta} variant={search ? 'secondary' : 'primary'} />
        </div>
      )}
    </Section>
  )
}
