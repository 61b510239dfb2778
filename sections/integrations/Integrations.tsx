import { useId } from 'react'
import type { IntegrationsSection } from '../../runtime/generated/types'
import { Image } from '../Image'
import { LinkButton } from '../LinkButton'
import { Section } from '../Section'
import { SectionIntro } from '../SectionIntro'
import { TextLink } from '../TextLink'
import styles from './Integrations.module.css'

/** The letters shown in place of a missing logo: the first letters of the first two words. */
export function monogram(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('')
}

/**
 * Integrations section: apps that work with the hosting, each with logo, name, a line of text and a link
 * (schemas/sections/integrations.schema.json). The name is printed beside the logo, so the logo is decorative.
 */
export function Integrations({ heading, text, integrations, cta, anchor, spacing, colour }: IntegrationsSection) {
  const headingId = useId()
  const itemHeading = heading ? 'h3' : 'h2'
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={heading ? headingId : undefined}>
      <SectionIntro id={headingId} heading={heading} text={text} />
      <ul className={styles.grid}>
        {integrations.map((integration, index) => (
          <IntegrationItem key={integration.id ?? index} integration={integration} headingLevel={itemHeading} />
        ))}
      </ul>
      {cta && (
        <div className={styles.more}>
          <LinkButton link={cta} variant="secondary" />
        </div>
      )}
    </Section>
  )
}

function IntegrationItem({ integration, headingLevel: Heading }: { integration: IntegrationsSection['integrations'][number]; headingLevel: 'h2' | 'h3' }) {
  const nameId = useId()
  return (
    <li className={styles.item}>
      <span className={styles.logo}>
        {integration.logo ? (
          <Image media={{ ...integration.logo, alternativeText: '' }} sizes="3.5rem" className={styles.image} />
        ) : (
          <span aria-hidden="true" className={styles.monogram}>
            {monogram(integration.name)}
          </span>
        )}
      </span>
      <div className={styles.body}>
        <Heading id={nameId} className={styles.name}>
          {integration.name}
        </Heading>
        <p className={styles.text}>{integration.text}</p>
        {integration.link && <TextLink link={integration.link} className={styles.link} describedBy={nameId} />}
      </div>
    </li>
  )
}
