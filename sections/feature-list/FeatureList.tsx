import { useId } from 'react'
import type { FeatureListSection } from '../../runtime/generated/types'
import { FeatureItem } from '../FeatureItem'
import { Section } from '../Section'
import { SectionIntro } from '../SectionIntro'
import styles from './FeatureList.module.css'

/** Feature list section: features with an icon, title and text in a grid (schemas/sections/feature-list.schema.json). */
export function FeatureList({ heading, text, columns = 3, features, anchor, spacing, colour }: FeatureListSection) {
  const headingId = useId()
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={heading ? headingId : undefined}>
      <SectionIntro id={headingId} heading={heading} text={text} />
      <ul className={`${styles.grid} ${styles[`cols${columns}`]}`}>
        {features.map((feature, index) => (
          <FeatureItem key={feature.id ?? index} feature={feature} headingLevel={heading ? 'h3' : 'h2'} />
        ))}
      </ul>
    </Section>
  )
}
